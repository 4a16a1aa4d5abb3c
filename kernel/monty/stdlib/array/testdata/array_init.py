# Initializers: lists, ranges, generators, str, bytes, other arrays.
from array import array

print(array("i", range(5)), array("d", [1, 2.5]), array("u", "hello"))
print(array("b", b"\x01\x02"), array("i", b"\x01\x00\x00\x00"), array("b", bytearray(b"\xff")))
print(array("u", b"a\x00\x00\x00"), array("i", array("b", [1, 2])), array("d", array("i", [3])))
print(array("u", array("u", "x")), array("h", (x * x for x in range(4))), array("f", (0.5,)))
print(array("B", iter([1, 2])), array("q", {3: 0}), array("i", []))
x = array("i", [1])
x.__init__("b")
print(x)
class Sub(array):
    def total(self):
        return sum(self)
s = Sub("i", [1, 2, 3])
print(s, s.total(), type(s).__name__, isinstance(s, array), type(s + s).__name__, type(s[:]).__name__)
print(s == array("i", [1, 2, 3]), len(s), s[1], list(s))
