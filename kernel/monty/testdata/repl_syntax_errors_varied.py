# Common syntax mistakes, each in its own cell, with CPython's messages.
if True
    pass
# %% cell
x = (1, 2
# %% cell
def f(x):
return x
# %% cell
print "hello"
# %% cell
1 = x
# %% cell
f() = 1
# %% cell
s = 'unterminated
# %% cell
a b
# %% cell
else:
    pass
# %% cell
return 5
# %% cell
"recovered"
