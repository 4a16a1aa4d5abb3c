# Generators as methods (__iter__), closures over generator state.
class Tree:
    def __init__(self, value, *children):
        self.value, self.children = value, children
    def __iter__(self):
        yield self.value
        for c in self.children:
            yield from c
    def depth_first(self, depth=0):
        yield depth, self.value
        for c in self.children:
            yield from c.depth_first(depth + 1)
t = Tree(1, Tree(2, Tree(4)), Tree(3, Tree(5), Tree(6)))
print(list(t))
print(list(t.depth_first()))
print(sum(t), max(t), 4 in t)
class Countdown:
    def __init__(self, n): self.n = n
    def __iter__(self):
        n = self.n
        while n > 0:
            yield n
            n -= 1
c = Countdown(3)
print(list(c), list(c))
def counter_gen():
    count = 0
    def gen():
        nonlocal count
        while True:
            count += 1
            yield count
    return gen(), lambda: count
g, peek = counter_gen()
next(g); next(g); next(g)
print(peek())
