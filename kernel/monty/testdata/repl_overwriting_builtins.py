# Shadowing builtins in the session namespace, then deleting the shadow.
len = lambda x: "shadowed"
len([1, 2])
# %% cell
del len
len([1, 2])
# %% cell
list = [1, 2, 3]
list
# %% cell
del list
list("ab")
