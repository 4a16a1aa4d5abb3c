# contextmanager, suppress, redirect_stdout, closing, nullcontext, ExitStack.
import contextlib, io
@contextlib.contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except KeyError as e:
        print("handled", repr(e))
    finally:
        print(f"</{name}>")
with tag("a") as t:
    print("body", t)
with tag("b"):
    raise KeyError("k")
with contextlib.suppress(ZeroDivisionError, KeyError):
    1 / 0
print("suppressed")
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured line")
print(repr(buf.getvalue()))
class Res:
    def close(self): print("closed Res")
with contextlib.closing(Res()):
    pass
with contextlib.nullcontext(42) as v:
    print("nullcontext value", v)
with contextlib.ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in ("x", "y")]
    stack.callback(print, "callback runs first")
    print("entered", names)
