# A longer traceback through several functions and a lambda.
def a(x): return b(x)
def b(x): return c(x)
def c(x): return (lambda v: v["missing"])(x)
# %% cell
a({})
