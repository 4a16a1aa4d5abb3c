# +, *, +=, *=, comparisons, hashing.
from array import array

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = array("i", [1, 2, 3])
show(lambda: a + array("i", [5])); show(lambda: a + array("b", [5])); show(lambda: a + [5])
show(lambda: a * 2); show(lambda: 2 * a); show(lambda: a * -1); show(lambda: a * 0)
show(lambda: a * "x"); show(lambda: "x" * a); show(lambda: a * 2.0); show(lambda: [1] * a)
show(lambda: a * 10**20)
b = array("i", [1, 2])
c = b
b += array("i", [3])
b *= 2
print(b, c is b)
def iadd(x):
    d = array("i")
    d += x
    return d
show(lambda: iadd([1])); show(lambda: iadd(array("b"))); show(lambda: iadd(array("i", [4])))
def imul(x):
    d = array("i", [1])
    d *= x
    return d
show(lambda: imul("x")); show(lambda: imul(3)); show(lambda: imul(-2))
pairs = [(array("i", [1, 2]), array("i", [1, 2])), (array("i", [1, 2]), array("b", [1, 2])),
         (array("i", [1, 2]), array("i", [1, 3])), (array("f", [0.5]), array("d", [0.5])),
         (array("b"), array("b")), (array("b", [1]), array("b")), (array("B", [200]), array("b", [-1])),
         (array("u", "ab"), array("u", "ab")), (array("u", "a"), array("u", "b")),
         (array("i", [1, 2]), array("d", [1.0, 3.0])), (array("d", [float("nan")]), array("d", [float("nan")]))]
for x, y in pairs:
    print(x == y, x != y, x < y, x <= y, x > y, x >= y)
show(lambda: array("i", [1, 2]) == [1, 2]); show(lambda: array("i", [1, 2]) < [1, 3])
show(lambda: array("b", [1]) == 5); show(lambda: array("u", "ab") == array("b", [1, 2]))
show(lambda: hash(array("i"))); show(lambda: {array("i"): 1})
