# del unbinds names, attributes, items and slices.
x = 1
del x
try:
    x
except NameError as e:
    print("NameError:", e)
a = [0, 1, 2, 3, 4, 5]
del a[0], a[-1]
print(a)
del a[1:3]
print(a)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
try:
    del d["zz"]
except KeyError as e:
    print("KeyError:", e)
class O:
    cls_attr = 1
o = O()
o.x = 5
del o.x
print(hasattr(o, "x"))
try:
    del o.x
except AttributeError as e:
    print("AttributeError:", e)
try:
    del o.cls_attr
except AttributeError as e:
    print("AttributeError:", e)
del O.cls_attr
print(hasattr(O, "cls_attr"))
p, q = 1, 2
del (p, q)
print("p" in globals(), "q" in globals())
def f():
    y = 1
    del y
    return y
try:
    f()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
def g():
    del zzz
try:
    g()
except NameError as e:
    print(type(e).__name__, e)
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print("TypeError:", e)
s = "abc"
try:
    del s[0]
except TypeError as e:
    print("TypeError:", e)
