# Attribute lookup order: data descriptor on type, instance dict, non-data descriptor/class attr, __getattr__.
class DataDesc:
    def __get__(self, o, t): return "data descriptor"
    def __set__(self, o, v): raise AttributeError("read-only")
class NonData:
    def __get__(self, o, t): return "non-data descriptor"
class C:
    a = DataDesc()
    b = NonData()
    c = "class attribute"
    def __getattr__(self, name):
        return f"__getattr__({name})"
o = C()
o.__dict__.update(a="instance a", b="instance b", c="instance c")
print(o.a, o.b, o.c, o.d)
del o.__dict__["b"], o.__dict__["c"]
print(o.b, o.c)
class D(C):
    b = "subclass attribute shadows descriptor"
print(D().b, D().a)
