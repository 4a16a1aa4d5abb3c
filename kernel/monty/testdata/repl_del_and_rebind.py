# Deleting names between cells; NameError afterwards; rebinding restores them.
value = [1, 2, 3]
alias = value
# %% cell
del value
# %% cell
value
# %% cell
alias
# %% cell
value = "back"
value, alias
