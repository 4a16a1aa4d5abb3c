# The traceback module's text, marker lines included: ~ and ^ under binary
# operators and subscripts, ^ under calls; chained exceptions, notes,
# exception groups, SyntaxError, limits and the summary classes.
import sys
import traceback

a, b, d, l = 1, "x", {}, [1]

def f():
    return 1 / 0

cases = [
    lambda: a + b,
    lambda: a  +  b,
    lambda: a ** b,
    lambda: a//b,
    lambda: (a)+b,
    lambda: a +(b),
    lambda: ((a)) +b,
    lambda: d['k'],
    lambda: d[  'k'  ],
    lambda: (d)['k'],
    lambda: l[0][1],
    lambda: 'é' + d['k'],
    lambda: f(),
    lambda: f() + 1,
    lambda: a.bad,
    lambda: -b,
    lambda: (a
             + b),
    lambda: d[
        'k'],
    lambda: a + b  # a comment
    ,
]
for case in cases:
    try:
        case()
    except Exception:
        print(traceback.format_exc())

def whole_line():
    d['missing']

try:
    whole_line()
except KeyError:
    traceback.print_exc(file=sys.stdout)

try:
    try:
        d['k']
    except KeyError as e:
        raise ValueError("converted") from e
except ValueError as e:
    print(''.join(traceback.format_exception(e)))
    print(''.join(traceback.format_exception(e, chain=False)))
    print(''.join(traceback.format_exception(type(e), e, e.__traceback__, limit=1)))
    print(traceback.format_exception_only(e))

try:
    try:
        1 / 0
    except ZeroDivisionError:
        l[10]
except IndexError as e:
    print(''.join(traceback.format_exception(e)))

err = ValueError("noted")
err.add_note("first note")
err.add_note("second\nnote")
print(''.join(traceback.format_exception(err)))

def group():
    raise ExceptionGroup("many", [ValueError("one"), TypeError("two"),
                                  ExceptionGroup("inner", [KeyError("k")])])
try:
    group()
except ExceptionGroup as e:
    print(''.join(traceback.format_exception(e)))
    te = traceback.TracebackException.from_exception(e, max_group_width=2)
    print(''.join(te.format()))

try:
    compile("x = (1 +\n", "<src>", "exec")
except SyntaxError as e:
    print(''.join(traceback.format_exception_only(e)))
try:
    compile("1 +* 2", "<src>", "exec")
except SyntaxError as e:
    print(traceback.format_exception_only(type(e), e))

def recurse(n):
    if n == 0:
        raise RuntimeError("deep")
    return recurse(n - 1)
try:
    recurse(8)
except RuntimeError as e:
    print(''.join(traceback.format_tb(e.__traceback__)))
    summary = traceback.extract_tb(e.__traceback__)
    print(type(summary).__name__, len(summary), summary[-1].name, summary[-1].lineno,
          summary[-1].line, summary[-1] == (summary[-1].filename, summary[-1].lineno,
                                            'recurse', summary[-1].line))
    frames = [frame.f_code.co_name for frame, _ in traceback.walk_tb(e.__traceback__)]
    print(frames[:3], len(frames))
    print(traceback.format_list(summary[-2:]))

def with_locals():
    x, y = 3, "why"
    return x / (y == "no")
try:
    with_locals()
except ZeroDivisionError as e:
    te = traceback.TracebackException.from_exception(e)
    print(''.join(te.format()))
    print(str(te), te.exc_type.__name__, te == traceback.TracebackException.from_exception(e))

fs = traceback.FrameSummary("nofile.py", 3, "fn", line="  given  ")
print(fs, fs.line, list(fs), len(fs), fs[2])
print(traceback.StackSummary.from_list([("a.py", 1, "m", "pass"), fs]).format())
print(traceback.format_exception_only(None), traceback.format_exc() if False else '')

def outer():
    return inner()
def inner():
    return [entry.name for entry in traceback.extract_stack()][-3:]
print(outer())

class Custom(Exception):
    def __str__(self):
        raise RuntimeError("no str")
print(traceback.format_exception_only(Custom()))
print(traceback.format_exception_only(Exception()))
