import gc, weakref
class P:
    def __init__(self):
        self.x = 1
        self.items = [1, 2, 3]
    def hello(self):
        return 'hi'
    def __len__(self):
        return 3
    def __getitem__(self, i):
        return self.items[i]
    def __call__(self, a):
        return a * 2
o = P()
p = weakref.proxy(o)
print(p.x, p.hello(), len(p), p[1], p(4), type(p).__name__, isinstance(p, weakref.ProxyTypes))
p.y = 5
print(o.y, str(p) == str(o), p == o, bool(p))
del p.y
print(hasattr(o, 'y'))
lst = [1, 2]
try:
    weakref.proxy(lst)
except TypeError as e:
    print('TypeError', e)
try:
    hash(p)
except TypeError as e:
    print('TypeError', e)
seen = []
class Q:
    pass
q = Q()
qp = weakref.proxy(q, lambda pr: seen.append('gone'))
del q
gc.collect()
try:
    qp.anything
except ReferenceError as e:
    print('ReferenceError', e)
print(seen)
