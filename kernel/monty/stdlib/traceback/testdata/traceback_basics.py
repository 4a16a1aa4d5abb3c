import traceback
import sys
import io

def clean(text):
    # Caret lines (^^^ and ~~~) are CPython's decoration; they are dropped.
    return ''.join(l for l in text.splitlines(True) if not (l.strip() and set(l.strip()) <= set('^~')))

def inner(x):
    return 1 / x

def middle(x):
    return inner(x) + 1

def outer():
    return middle(0)

try:
    outer()
except ZeroDivisionError:
    print(clean(traceback.format_exc()), end='')
    buf = io.StringIO()
    traceback.print_exc(file=buf)
    print(clean(buf.getvalue()) == clean(traceback.format_exc()))
    exc = sys.exc_info()[1]
    print(traceback.format_exception_only(exc), traceback.format_exception_only(type(exc), exc))
    print(clean(''.join(traceback.format_exception(exc))), end='')
    print(clean(''.join(traceback.format_exception(type(exc), exc, exc.__traceback__, limit=1))), end='')
    print(clean(''.join(traceback.format_exception(exc, limit=-1))), end='')
    print(clean(''.join(traceback.format_tb(exc.__traceback__))), end='')
    tb = traceback.extract_tb(exc.__traceback__)
    print(len(tb), [f.name for f in tb], [f.lineno for f in tb], tb[-1].line, repr(tb[-1]).startswith('<FrameSummary file'))
    print(list(tb[-1])[1:], tb[-1][2], len(tb[-1]), tb[-1] == (tb[-1].filename, tb[-1].lineno, tb[-1].name, tb[-1].line))
    print(clean(''.join(traceback.format_list(tb))) == clean(''.join(traceback.format_tb(exc.__traceback__))))
    print([name for f, name in [(f, f.f_code.co_name) for f, _ in traceback.walk_tb(exc.__traceback__)]])
print(repr(traceback.format_exc()))

def chained():
    try:
        {}['missing']
    except KeyError as e:
        raise ValueError('bad value') from e
try:
    chained()
except ValueError as e:
    print(clean(''.join(traceback.format_exception(e))), end='')
    print(clean(''.join(traceback.format_exception(e, chain=False))), end='')

def context():
    try:
        [][1]
    except IndexError:
        raise TypeError('while handling')
try:
    context()
except TypeError as e:
    print(clean(''.join(traceback.format_exception(e))), end='')

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError('suppressed') from None
except RuntimeError as e:
    print(clean(''.join(traceback.format_exception(e))), end='')

class MyError(Exception):
    pass
class Empty(Exception):
    def __str__(self):
        return ''
class BadStr(Exception):
    def __str__(self):
        raise ValueError
for e in [MyError('custom'), Empty(), BadStr(), KeyError('k'), OSError(2, 'No such file'), StopIteration()]:
    print(traceback.format_exception_only(e), end=' ')
print()
e = ValueError('with notes')
e.add_note('first note')
e.add_note('second\nmultiline')
print(traceback.format_exception_only(e))
try:
    compile('x = (1,\n', 'fake.py', 'exec')
except SyntaxError as se:
    print(clean(''.join(traceback.format_exception_only(se))), end='')
try:
    compile('a b', 'fake2.py', 'exec')
except SyntaxError as se:
    print(clean(''.join(traceback.format_exception_only(se))), end='')

def recurse(n):
    if n == 0:
        raise RecursionError('deep')
    return recurse(n - 1)
try:
    recurse(10)
except RecursionError as e:
    print(clean(''.join(traceback.format_exception(e))), end='')

eg = ExceptionGroup('group', [ValueError('v1'), TypeError('t1'), ExceptionGroup('nested', [KeyError('k')])])
try:
    raise eg
except ExceptionGroup as g:
    print(clean(''.join(traceback.format_exception(g))), end='')
print(clean(''.join(traceback.format_exception(ExceptionGroup('no tb', [ValueError(1)])))), end='')
te = traceback.TracebackException.from_exception(MyError('te'))
print(str(te), list(te.format_exception_only()), list(te.format()), te.exc_type.__name__)
def show_stack():
    return traceback.extract_stack()
st = show_stack()
print(st[-1].name, st[-1].line, [f.name for f in st][-2:])
print(traceback.format_list([('f.py', 3, 'fn', 'x = 1'), ('g.py', 4, 'gn', None)]))
ss = traceback.StackSummary.from_list([('f.py', 3, 'fn', 'x = 1')])
print(type(ss).__name__, ss.format())
fs = traceback.FrameSummary('nofile.py', 1, 'name', line='given line  ')
print(fs.line, fs.locals, fs.filename)
try:
    raise ValueError('printed')
except ValueError as e:
    buf = io.StringIO()
    traceback.print_exception(e, file=buf)
    traceback.print_exception(type(e), e, e.__traceback__, file=buf, limit=0)
    print(clean(buf.getvalue()), end='')
    buf = io.StringIO()
    traceback.print_tb(e.__traceback__, file=buf)
    print(clean(buf.getvalue()), end='')
print(sorted(traceback.__all__))
