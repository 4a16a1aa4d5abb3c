# PEP 678 notes.
e = ValueError("bad")
e.add_note("first note")
e.add_note("second note")
print(e.__notes__)
try:
    e.add_note(42)
except TypeError as t:
    print("TypeError:", t)
try:
    try:
        raise KeyError("k")
    except KeyError as k:
        k.add_note("while looking up")
        raise
except KeyError as k:
    print(k, k.__notes__)
print(hasattr(ValueError(), "__notes__"))
