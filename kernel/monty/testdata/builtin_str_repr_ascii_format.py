# str(), repr(), format() and bool/int/float/list/tuple/dict/set constructors.
print(str(), str(0), str(-1.5), str(None), str(True), str([1, "a"]), str((1,)), str({1: "a"}), str({1}), str(b"b"))
print(repr(""), repr("a'b"), repr(1.0), repr(1e100), repr([None]), repr({"k": (1,)}), repr(set()), repr(frozenset({1})))
print(format(1234.5678, ".2f"), format(255, "#x"), format("x", "^5"), format(None), format([1]), format(3))
print(bool(), int(), float(), complex(), list(), tuple(), dict(), set(), frozenset(), str(), bytes(), bytearray())
print(list({1: 2}), tuple({3}), dict([(1, 2)]), set([1, 1]), frozenset("aa"), list(b"ab"), list(enumerate("a")))
print(int("7") + int(7.9) + int(True), float("1.5") + float(2) + float(" 3 "), str(7) + str(7.0))
try:
    format(1, "q")
except ValueError as e:
    print("ValueError:", e)
try:
    str(b"\xff", "utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
try:
    list(5)
except TypeError as e:
    print("TypeError:", e)
try:
    tuple(None)
except TypeError as e:
    print("TypeError:", e)
try:
    set([[]])
except TypeError as e:
    print("TypeError:", e)
