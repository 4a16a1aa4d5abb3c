# Errors of several built-in types with their exact last lines, one per cell.
"abc" + 1
# %% cell
[1, 2, 3].index(4)
# %% cell
int("12.5")
# %% cell
{"a": 1}.pop("b")
# %% cell
(1, 2)[2]
# %% cell
"x".encode("ascii") + "y"
# %% cell
sum(["a", "b"], "")
# %% cell
object().attr
