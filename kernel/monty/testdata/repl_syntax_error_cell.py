# A cell with a syntax error runs nothing; the session continues.
ok = "before"
# %% cell
print("this must not print")
x = = 1
# %% cell
ok
# %% cell
def broken(:
    pass
# %% cell
for i in range(3)
    print(i)
# %% cell
print("unclosed"
# %% cell
  indented = 1
# %% cell
"after syntax errors"
