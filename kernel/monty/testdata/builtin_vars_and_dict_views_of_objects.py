# vars() returns the live __dict__; updating it changes the object; classes give a mappingproxy.
class O:
    cls_attr = 1
o = O()
v = vars(o)
v["x"] = 5
print(o.x, vars(o) is o.__dict__, type(vars(O)).__name__, "cls_attr" in vars(O))
try:
    vars(O)["y"] = 1
except TypeError as e:
    print("TypeError:", e)
print(sorted(k for k in vars(O) if not k.startswith("__")))
