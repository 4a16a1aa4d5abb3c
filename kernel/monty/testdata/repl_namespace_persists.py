# Variables, functions and classes defined in one cell are visible in the next.
x = 10
def double(n):
    return n * 2
# %% cell
y = double(x)
print("y =", y)
# %% cell
class Point:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __repr__(self):
        return f"Point({self.a}, {self.b})"
p = Point(x, y)
# %% cell
p
# %% cell
x += 1
x, y, double(x)
# %% cell
import_count = len([k for k in globals() if not k.startswith("__")])
sorted(k for k in globals() if not k.startswith("_"))
