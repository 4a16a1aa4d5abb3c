# Except clauses match by isinstance against the clause's class or tuple; order matters.
def classify(exc):
    try:
        raise exc
    except (KeyError, IndexError) as e:
        return f"lookup-specific {type(e).__name__}"
    except LookupError as e:
        return f"other lookup {type(e).__name__}"
    except ArithmeticError as e:
        return f"arith {type(e).__name__}"
    except (OSError, EOFError) as e:
        return f"io {type(e).__name__}"
    except Exception as e:
        return f"generic {type(e).__name__}"
for exc in [KeyError(), IndexError(), LookupError(), ZeroDivisionError(), OverflowError(), FileNotFoundError(),
            EOFError(), PermissionError(), ValueError(), UnicodeDecodeError("x", b"", 0, 0, "r"), RecursionError()]:
    print(classify(exc))
errors = (ValueError, TypeError)
try:
    int("x")
except errors as e:
    print("dynamic tuple:", type(e).__name__)
try:
    try:
        raise ValueError("v")
    except 5:
        pass
except TypeError as e:
    print("TypeError:", e)
