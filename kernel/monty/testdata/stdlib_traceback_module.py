# traceback.format_exc / format_exception / print_exc (caret lines filtered: they are decoration).
import traceback, sys, io
def clean(text):
    return [l for l in text.splitlines() if l.strip(" ^~")]
def fail():
    return {}["missing"]
try:
    fail()
except KeyError:
    print(clean(traceback.format_exc()))
    print(traceback.format_exception_only(*sys.exc_info()[:2]))
try:
    int("x")
except ValueError as e:
    print(clean("".join(traceback.format_exception(e)))[-1], traceback.format_exception_only(e))
buf = io.StringIO()
try:
    1 / 0
except ZeroDivisionError:
    traceback.print_exc(file=buf)
print(clean(buf.getvalue())[0], clean(buf.getvalue())[-1])
try:
    try:
        raise KeyError("a")
    except KeyError as k:
        raise ValueError("b") from k
except ValueError as e:
    lines = clean("".join(traceback.format_exception(e)))
    print([l for l in lines if not l.startswith(" ")])
