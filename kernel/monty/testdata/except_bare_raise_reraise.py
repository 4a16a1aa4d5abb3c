# Bare raise re-raises the exception being handled.
def handler():
    try:
        raise ValueError("original")
    except ValueError:
        print("logging and re-raising")
        raise
try:
    handler()
except ValueError as e:
    print("caught again:", e)

try:
    raise
except RuntimeError as e:
    print("RuntimeError:", e)

# raise inside a nested handler re-raises the innermost handled exception
try:
    try:
        raise KeyError("outer")
    except KeyError:
        try:
            raise IndexError("inner")
        except IndexError:
            pass
        raise
except Exception as e:
    print("re-raised:", type(e).__name__, e)

# raising a class instantiates it
try:
    raise TypeError
except TypeError as e:
    print(repr(e), e.args)
# raising a non-exception
try:
    raise 42
except TypeError as e:
    print("TypeError:", e)
try:
    raise int
except TypeError as e:
    print("TypeError:", e)
class NotExc: pass
try:
    raise NotExc()
except TypeError as e:
    print("TypeError:", e)
try:
    raise ValueError from 5
except TypeError as e:
    print("TypeError:", e)
