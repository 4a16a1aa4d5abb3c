# A generator that ignores GeneratorExit is finalised once: the finaliser
# reports it, and later cells do not close it again.
def stubborn():
    while True:
        try:
            yield 1
        except GeneratorExit:
            print("ignoring close")
s = stubborn()
next(s)
# %% cell
s = None
# %% cell
print("next cell")
# %% cell
print("and the one after")
