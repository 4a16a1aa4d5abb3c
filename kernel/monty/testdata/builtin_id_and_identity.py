# id() is stable for an object's lifetime and distinct for live objects (values not printed).
a = [1]
b = a
c = [1]
print(id(a) == id(b), id(a) == id(c), type(id(a)).__name__, id(a) > 0)
objs = [object() for _ in range(5)]
print(len({id(o) for o in objs}))
x = "text"
print(id(x) == id(x), a is b, a is not c)
def f(): pass
print(id(f) == id(f), f is f)
