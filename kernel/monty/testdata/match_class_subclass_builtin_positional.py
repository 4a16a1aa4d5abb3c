# Builtin-type class patterns accept subclasses and bind the whole subject.
class MyInt(int): pass
class MyStr(str): pass
for v in [MyInt(5), True, MyStr("s"), 2.0]:
    match v:
        case int(n) if not isinstance(v, bool):
            print("int-like", n, type(n).__name__)
        case bool(b):
            print("bool", b)
        case str(s):
            print("str-like", s, type(s).__name__)
        case _:
            print("other", v)
