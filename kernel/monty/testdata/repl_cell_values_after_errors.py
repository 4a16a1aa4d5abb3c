# A cell's value is not shown when the cell fails, even if earlier lines computed values.
x = 1
x + 1
# %% cell
y = x * 10
y
undefined_thing
# %% cell
y
