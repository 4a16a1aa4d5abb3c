import io, sys
from contextlib import redirect_stdout, redirect_stderr
buf = io.StringIO()
with redirect_stdout(buf) as target:
    print('hidden')
    print(target is buf)
print(repr(buf.getvalue()))
err = io.StringIO()
with redirect_stderr(err):
    print('to err', file=sys.stderr)
print(repr(err.getvalue()))
outer, inner = io.StringIO(), io.StringIO()
r = redirect_stdout(outer)
with r:
    print('a')
    with redirect_stdout(inner):
        print('b')
    print('c')
print(repr(outer.getvalue()), repr(inner.getvalue()))
again = io.StringIO()
rr = redirect_stdout(again)
with rr:
    with rr:
        print('nested same')
print(repr(again.getvalue()), sys.stdout is sys.__stdout__ or True)
