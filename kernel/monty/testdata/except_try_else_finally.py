# Order of try / except / else / finally clauses.
def run(fail):
    log = []
    try:
        log.append("try")
        if fail:
            raise ValueError("boom")
    except ValueError as e:
        log.append(f"except {e}")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log
print(run(False))
print(run(True))

def nested():
    try:
        try:
            raise KeyError("k")
        finally:
            print("inner finally")
    except LookupError as e:
        print("outer caught", repr(e))
nested()

# an exception in else is not caught by the same try's handlers
try:
    try:
        pass
    except ZeroDivisionError:
        print("not here")
    else:
        1 / 0
except ZeroDivisionError as e:
    print("outer got", e)

# except clauses are tried in order; the first match wins
try:
    raise FileNotFoundError("f")
except OSError:
    print("OSError clause")
except FileNotFoundError:
    print("never")
# a tuple of types
for exc in (TypeError("t"), KeyError("k"), IndexError("i")):
    try:
        raise exc
    except (TypeError, KeyError) as e:
        print("tuple caught", type(e).__name__)
    except Exception as e:
        print("fallback", type(e).__name__)
