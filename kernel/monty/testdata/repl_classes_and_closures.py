# Closures and class attributes created in one cell, mutated in others.
def make_acc():
    total = 0
    def add(n):
        nonlocal total
        total += n
        return total
    return add
acc = make_acc()
acc(5)
# %% cell
acc(10)
# %% cell
class Registry:
    items = []
    @classmethod
    def add(cls, x):
        cls.items.append(x)
        return len(cls.items)
Registry.add("a")
# %% cell
Registry.add("b"), Registry.items
# %% cell
counter = 0
def bump():
    global counter
    counter += 1
bump(); bump()
counter
