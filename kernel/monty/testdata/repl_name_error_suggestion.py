# NameError and AttributeError in cells: str() has no "Did you mean", but the
# printed traceback adds the suggestion (CPython 3.11's printer does).
counter = 1
# %% cell
countr
# %% cell
class Config:
    verbose = True
Config.verbos
# %% cell
prnt("x")
