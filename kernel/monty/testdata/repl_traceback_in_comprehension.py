# Tracebacks from inside comprehensions and generator expressions name their frames.
values = ["1", "2", "x"]
# %% cell
[int(v) for v in values]
# %% cell
sum(int(v) for v in values)
# %% cell
{v: int(v) for v in values}
