# __exit__ gets (type, value, traceback); returning True swallows; the exception object is the raised one.
class Catch:
    def __enter__(self): return self
    def __exit__(self, typ, val, tb):
        self.typ, self.val, self.has_tb = typ, val, tb is not None
        return True
err = ValueError("x")
with Catch() as c:
    raise err
print(c.typ.__name__, c.val is err, c.has_tb)
with Catch() as c:
    pass
print(c.typ, c.val, c.has_tb)
with Catch() as c:
    raise KeyError
print(c.typ.__name__, repr(c.val))
def in_function():
    with Catch():
        return "return passes through __exit__"
print(in_function())
for i in range(3):
    with Catch():
        if i == 1:
            continue
        print("loop body", i)
