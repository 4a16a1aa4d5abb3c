# Errors raised while a class body runs and inside __init__.
class Bad:
    value = 1
    broken = value + "x"
# %% cell
class Point:
    def __init__(self, x, y):
        self.x = float(x)
        self.y = float(y)
Point(1, 2).x
# %% cell
Point(1, "two")
