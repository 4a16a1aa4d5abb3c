# Tracebacks name the cell, the line, the function, and show the source line.
def divide(a, b):
    return a / b
def outer(v):
    return divide(v, 0)
# %% cell
outer(1)
# %% cell
print("line one")
print("line two")
[1, 2][5]
# %% cell
class Model:
    def predict(self, x):
        return self.weights * x
Model().predict(3)
# %% cell
def recurse(n):
    if n == 0:
        raise ValueError("bottom reached")
    recurse(n - 1)
recurse(3)
# %% cell
undefined_name + 1
# %% cell
"still running"
