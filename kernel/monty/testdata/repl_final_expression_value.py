# The value of a final expression statement is shown; None is not; assignments show nothing.
1 + 1
# %% cell
"a string"
# %% cell
None
# %% cell
print("printed, returns None")
# %% cell
z = 5
# %% cell
z
# %% cell
[1, 2, {"k": (3, 4.5)}]
# %% cell
z * 2
z * 3
# %% cell
if z:
    z
# %% cell
def f():
    return "from f"
f()
# %% cell
x = 1; x + 1
# %% cell
(lambda: None)()
# %% cell
b"bytes", 1.0, 2j, True, ..., range(3), set(), {1, 2}
# %% cell
for i in range(2):
    i
# %% cell
# only a comment
# %% cell
