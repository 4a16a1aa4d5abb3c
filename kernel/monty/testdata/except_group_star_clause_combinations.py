def t(name, f):
    try:
        f()
        print(name, "no exception")
    except BaseException as e:
        print(name, "->", type(e).__name__, repr(e))

def all_matched():
    try:
        raise ExceptionGroup("g", [TypeError("x")])
    except* TypeError:
        print("types")
    except* ValueError:
        print("v")
t("all", all_matched)

def none_matched():
    try:
        raise ExceptionGroup("g", [KeyError("x")])
    except* TypeError:
        print("types")
    except* ValueError:
        print("v")
t("none", none_matched)

def partial():
    try:
        raise ExceptionGroup("g", [TypeError("x"), ValueError("y"), KeyError("z")])
    except* TypeError as e:
        print("types", repr(e))
    except* ValueError as e:
        print("values", repr(e))
t("partial", partial)

def reraise():
    try:
        raise ExceptionGroup("g", [TypeError("x"), ValueError("y")])
    except* TypeError:
        print("types")
        raise
    except* ValueError:
        print("v")
t("reraise", reraise)

def raise_in_handler():
    try:
        raise ExceptionGroup("g", [TypeError("x"), ValueError("y")])
    except* TypeError:
        raise RuntimeError("new")
    except* ValueError:
        print("v")
t("raise_in", raise_in_handler)

def nested():
    try:
        raise ExceptionGroup("g", [ExceptionGroup("h", [TypeError("a")]), ValueError("b")])
    except* TypeError as e:
        print("t", repr(e))
    except* ValueError as e:
        print("v", repr(e))
t("nested", nested)

def naked():
    try:
        raise TypeError("plain")
    except* TypeError as e:
        print("naked", repr(e))
    except* ValueError:
        print("v")
t("naked", naked)

def with_else_finally():
    try:
        raise ExceptionGroup("g", [TypeError("x")])
    except* TypeError:
        print("types")
    except* ValueError:
        print("v")
    else:
        print("else")
    finally:
        print("finally")
t("else_finally", with_else_finally)

def no_raise():
    try:
        pass
    except* TypeError:
        print("types")
    else:
        print("else ran")
t("no_raise", no_raise)

def three_clauses_all():
    try:
        raise ExceptionGroup("g", [TypeError("x"), ValueError("y")])
    except* TypeError:
        print("t")
    except* ValueError:
        print("v")
    except* KeyError:
        print("k")
t("three", three_clauses_all)

def in_loop():
    for i in range(3):
        try:
            raise ExceptionGroup("g", [TypeError(i)])
        except* TypeError:
            print("loop", i)
            pass
        except* ValueError:
            pass
t("loop", in_loop)

def raise_both():
    try:
        raise ExceptionGroup("g", [TypeError("x"), ValueError("y")])
    except* TypeError:
        raise KeyError("k1")
    except* ValueError:
        raise KeyError("k2")
t("raise_both", raise_both)
def exc_info_after():
    import sys
    try:
        raise ExceptionGroup("g", [TypeError("x")])
    except* TypeError:
        pass
    except* ValueError:
        pass
    print("after", sys.exc_info())
t("exc_info", exc_info_after)
import sys
try:
    raise ExceptionGroup("g", [TypeError("x"), ValueError("y")])
except* TypeError:
    print("in", repr(sys.exception()))
except* ValueError:
    print("in2", repr(sys.exception()))
