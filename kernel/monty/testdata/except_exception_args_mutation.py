# Exceptions are objects: store them, re-raise them later, inspect tracebacks' presence.
errors = []
for v in ["1", "x", "2", "y"]:
    try:
        int(v)
    except ValueError as e:
        errors.append(e)
print([str(e) for e in errors])
print(errors[0].__traceback__ is not None)
try:
    raise errors[1]
except ValueError as e:
    print("re-raised stored:", e, e is errors[1])
e = RuntimeError("a", "b")
e.args = ("changed",)
print(e, e.args)
class Rich(Exception):
    def __init__(self, code, detail):
        super().__init__(code, detail)
        self.code = code
r = Rich(404, "missing")
print(r, r.code, r.args, repr(r))
try:
    raise r
except Rich as caught:
    caught.code += 1
print(r.code)
tb_holder = None
try:
    1 / 0
except ZeroDivisionError as z:
    tb_holder = z.__traceback__
print(type(tb_holder).__name__, tb_holder.tb_lineno > 0)
x = ValueError("with tb")
print(x.with_traceback(None) is x, x.__traceback__)
