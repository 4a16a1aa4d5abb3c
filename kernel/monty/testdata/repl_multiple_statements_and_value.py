# Only the final expression statement of a cell produces a value.
a = 1; b = 2; a + b
# %% cell
if True:
    c = 3
c
# %% cell
def f():
    return 99
f();
# %% cell
[1, 2][0]; [3, 4][1]
