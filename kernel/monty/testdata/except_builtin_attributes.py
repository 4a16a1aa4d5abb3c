# Attributes and str/repr of built-in exceptions.
e = ValueError("a", 2)
print(e.args, str(e), repr(e))
print(str(ValueError()), repr(ValueError()), str(ValueError("one")), repr(ValueError("one")))
print(str(KeyError("k")), repr(KeyError("k")), str(KeyError()), str(KeyError(1, 2)))
s = StopIteration(5)
print(s.value, StopIteration().value)
ex = SystemExit(3)
print(ex.code, SystemExit().code)
try:
    undefined_thing
except NameError as n:
    print(n.name, n)
class A: pass
try:
    A().missing
except AttributeError as a:
    print(a.name, type(a.obj).__name__, a)
o = OSError(2, "No such file")
print(type(o).__name__, o.errno, o.strerror, o)
o = OSError(13, "Denied", "/path")
print(type(o).__name__, o.errno, o.filename, o)
print(type(OSError(17, "x")).__name__, type(OSError(11, "x")).__name__)
print(OSError("just a message").errno, str(OSError("just a message")))
u = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
print(u.encoding, u.object, u.start, u.end, u.reason)
print(u)
m = ModuleNotFoundError("No module named 'nope'", name="nope")
print(m.name, m, issubclass(ModuleNotFoundError, ImportError))
se = SyntaxError("msg", ("f.py", 3, 5, "x = = 1\n", 3, 7))
print(se.msg, se.filename, se.lineno, se.offset, se.text, se.end_lineno, se.end_offset)
print(str(se))
e = Exception()
e.args = ("replaced",)
print(e)
print(BaseException("x").with_traceback(None))
