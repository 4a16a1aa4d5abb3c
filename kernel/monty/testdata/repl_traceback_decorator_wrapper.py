# Tracebacks pass through decorator wrappers.
def logged(fn):
    def wrapper(*args):
        print("calling", fn.__name__)
        return fn(*args)
    return wrapper
@logged
def invert(x):
    return 1 / x
# %% cell
invert(4)
# %% cell
invert(0)
