# Data descriptors beat the instance dict; non-data descriptors lose to it.
class Data:
    def __get__(self, obj, objtype=None):
        return "data.__get__"
    def __set__(self, obj, value):
        print("data.__set__", value)
class NonData:
    def __get__(self, obj, objtype=None):
        return "nondata.__get__" if obj is not None else "nondata from class"
class C:
    d = Data()
    n = NonData()
c = C()
c.__dict__["d"] = "instance d"
c.__dict__["n"] = "instance n"
print(c.d, c.n)
c.d = 5
print(c.__dict__["d"])
print(C.n, C.d)
# setting on the class replaces the descriptor
C.n = "plain"
print(c.n)
# a descriptor with only __set__ still is a data descriptor
class SetOnly:
    def __set__(self, obj, v):
        obj.__dict__["so"] = v * 2
class D:
    so = SetOnly()
dd = D()
dd.so = 4
print(dd.so)
# functions are non-data descriptors: instance attributes shadow methods
class M:
    def f(self): return "method"
m = M()
m.f = lambda: "instance attr"
print(m.f(), M.f(m))
# __get__ arguments
class Show:
    def __get__(self, obj, owner):
        return (type(obj).__name__, owner.__name__)
class H:
    s = Show()
print(H().s, H.s)
