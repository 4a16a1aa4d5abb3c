# Constructor arguments and item conversion errors.
from array import array

def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

show(array, "z")
show(array, "bb")
show(array, 5)
show(array)
show(array, "b", [1], 3)
show(array, typecode="i")
show(array, "i", initializer=[1])
show(array, "b", [1, 2, 300])
show(array, "B", [-1])
show(array, "b", [1.5])
show(array, "f", ["x"])
show(array, "d", ["1"])
show(array, "u", [1])
show(array, "u", ["ab"])
show(array, "b", "ab")
show(array, "b", array("u", "x"))
show(array, "i", b"\x01")
for code in "bBhHiIlLqQ":
    for v in [2**70, -2**70, 2**64, 2**63, 2**32, -2**31 - 1, 2**16, -2**15 - 1, 256, -129, -1]:
        try:
            array(code, [v])
        except OverflowError as e:
            print(code, v, e)
class I:
    def __index__(self):
        return 5
print(array("i", [I(), True]), array("d", [1, I()]))
