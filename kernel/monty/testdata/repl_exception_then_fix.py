# A typical notebook flow: a cell fails, a later cell fixes the function, the retry works.
def mean(xs):
    return sum(xs) / len(xs)
# %% cell
mean([])
# %% cell
def mean(xs):
    return sum(xs) / len(xs) if xs else 0.0
mean([])
# %% cell
mean([1, 2, 3, 4])
