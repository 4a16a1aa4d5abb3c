# eval/exec accept any mapping for locals.
class Lower(dict):
    def __missing__(self, key):
        if key.isupper():
            return key.lower()
        raise KeyError(key)
print(eval("ABC + DEF", {}, Lower()))
try:
    eval("unknown", {}, Lower())
except NameError as e:
    print("NameError:", e)
loc = {"x": 2}
print(eval("x ** 10", {}, loc), eval("[x * i for i in range(3)]", {"x": 5}), eval("len", {}))
