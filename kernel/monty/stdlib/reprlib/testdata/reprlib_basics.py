import reprlib
from reprlib import Repr, recursive_repr

print(reprlib.repr(list(range(100))), reprlib.repr('x' * 100), reprlib.repr(tuple(range(10))))
print(reprlib.repr({i: i for i in range(10)}), reprlib.repr(set(range(20))), reprlib.repr(frozenset(range(3))))
print(reprlib.repr(2 ** 200), reprlib.repr([[[[[[[1]]]]]]]), reprlib.repr((1,)), reprlib.repr(set()))
r = Repr()
r.maxlist = 2
r.maxstring = 10
print(r.repr([1, 2, 3]), r.repr('abcdefghijklmnop'), r.repr([]), r.repr({}))
class Big:
    def __repr__(self):
        return 'B' * 50
print(reprlib.repr(Big()), reprlib.repr(1.5), reprlib.repr(None))
class Node:
    def __init__(self):
        self.children = []
    @recursive_repr()
    def __repr__(self):
        return 'Node(%r)' % self.children
n = Node()
n.children.append(n)
print(n, Node.__repr__.__name__, Node.__repr__.__qualname__)
class Other:
    def __init__(self):
        self.me = self
    @recursive_repr('<loop>')
    def __repr__(self):
        return 'Other(%r)' % (self.me,)
print(Other())
print(sorted(reprlib.__all__))
