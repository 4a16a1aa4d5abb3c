from reprlib import recursive_repr

class Tree:
    def __init__(self, name):
        self.name = name
        self.kids = []
    @recursive_repr()
    def __repr__(self):
        return 'Tree(%s, %r)' % (self.name, self.kids)
    __repr__.__doc__ = 'docs'

a = Tree('a')
b = Tree('b')
a.kids.append(b)
b.kids.append(a)
b.kids.append(b)
print(repr(a))
print(repr(b))
print(Tree.__repr__.__name__, Tree.__repr__.__qualname__, Tree.__repr__.__module__)

class Pair:
    def __init__(self):
        self.other = None
    @recursive_repr(fillvalue='<...>')
    def __repr__(self):
        return 'Pair(%r)' % (self.other,)
p, q = Pair(), Pair()
p.other = q
q.other = p
print(p, [p, q])
