# contextmanager errors, ExitStack pop_all, redirect_stderr, ContextDecorator, asynccontextmanager driven by hand.
import contextlib, io, sys
@contextlib.contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
@contextlib.contextmanager
def reraise():
    try:
        yield
    except ValueError:
        raise TypeError("converted")
try:
    with reraise():
        raise ValueError
except TypeError as e:
    print("TypeError:", e, "| context:", repr(e.__context__))
err = io.StringIO()
with contextlib.redirect_stderr(err):
    print("to err", file=sys.stderr)
print(repr(err.getvalue()))
class track(contextlib.ContextDecorator):
    def __enter__(self): print("enter"); return self
    def __exit__(self, *a): print("exit"); return False
@track()
def work():
    print("working")
work()
@contextlib.asynccontextmanager
async def acm():
    print("async enter")
    yield "resource"
    print("async exit")
async def main():
    async with acm() as r:
        print("using", r)
    return "done"
c = main()
try:
    c.send(None)
except StopIteration as s:
    print(s.value)
