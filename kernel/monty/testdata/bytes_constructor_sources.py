# bytes() and bytearray() from every kind of source, with and without an
# encoding (an encoding or errors with a non-str source is a TypeError).
for make in (bytes, bytearray):
    print(make(), make(3), make(b"ab"), make(bytearray(b"cd")), make([1, 2, 255]), make(range(3)), make("hé", "utf-8"))
    for args in ((b"x", "utf-8"), (3, "ascii"), ([1], "utf-8"), ("x",)):
        try:
            print(make(*args))
        except TypeError as e:
            print(type(e).__name__, e)
    try:
        make(encoding="utf-8")
    except TypeError as e:
        print(type(e).__name__, e)
    for bad in (-1, 1.5, [256], ["a"]):
        try:
            print(make(bad))
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
print(bytes(b"x", errors="strict") if False else "skip")
try:
    bytes(b"x", errors="strict")
except TypeError as e:
    print(type(e).__name__, e)
