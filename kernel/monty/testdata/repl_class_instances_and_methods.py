# Class defined in one cell, instances in another, method added in a third.
class Stack:
    def __init__(self): self.items = []
    def push(self, x):
        self.items.append(x)
        return self
# %% cell
s = Stack().push(1).push(2)
s.items
# %% cell
def pop(self):
    return self.items.pop()
Stack.pop = pop
s.pop(), s.items
# %% cell
s.pop()
s.pop()
