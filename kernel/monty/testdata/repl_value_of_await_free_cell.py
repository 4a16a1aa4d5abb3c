# Expression cells that are function calls with side effects print and return.
def shout(s):
    print(s.upper())
    return len(s)
shout("hello")
# %% cell
[shout(w) for w in ["a", "bb"]]
# %% cell
shout("") or None
