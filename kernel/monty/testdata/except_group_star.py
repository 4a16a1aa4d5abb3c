# except* handles the matching part of a group; the rest propagates.
def raise_group():
    raise ExceptionGroup("batch", [ValueError("bad value"), TypeError("bad type"), ValueError("worse")])
try:
    raise_group()
except* ValueError as eg:
    print("values:", [str(e) for e in eg.exceptions], type(eg).__name__)
except* TypeError as eg:
    print("types:", [str(e) for e in eg.exceptions])

try:
    try:
        raise_group()
    except* TypeError:
        print("handled TypeError part")
except ExceptionGroup as rest:
    print("unhandled rest:", repr(rest))

# a naked exception is wrapped in a group for except*
try:
    raise KeyError("naked")
except* KeyError as eg:
    print(type(eg).__name__, repr(eg.exceptions[0]), repr(eg.message))

# each except* clause runs at most once
try:
    raise ExceptionGroup("g", [OSError("a"), FileNotFoundError("b")])
except* FileNotFoundError as eg:
    print("fnf:", [str(e) for e in eg.exceptions])
except* OSError as eg:
    print("os:", [str(e) for e in eg.exceptions])

# else and finally with except*
try:
    pass
except* ValueError:
    print("no")
else:
    print("else ran")
finally:
    print("finally ran")

# raising inside except* when nothing else is left: the new exception escapes
try:
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError:
        raise RuntimeError("from handler")
except Exception as e:
    print(repr(e))
    print(repr(e.__context__))
# raised exceptions combine with the unhandled rest
try:
    try:
        raise ExceptionGroup("g", [ValueError(1), KeyError(2)])
    except* ValueError:
        raise RuntimeError("from handler")
except Exception as e:
    print(repr(e))
