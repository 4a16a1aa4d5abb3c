# Indexing, slicing, slice assignment and deletion.
from array import array

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = array("i", [1, 2, 3])
show(lambda: a[0]); show(lambda: a[-1]); show(lambda: a[5]); show(lambda: a[-4])
show(lambda: a[1:]); show(lambda: a[::-1]); show(lambda: a["x"]); show(lambda: a[True])
show(lambda: a[1:2:0]); show(lambda: a[10**30]); show(lambda: array("i")[0])
def assign(key, value):
    b = array("i", range(6))
    try:
        b[key] = value
        print(b)
    except Exception as e:
        print(type(e).__name__, e)
assign(0, 10); assign(-1, 2**40); assign(1, "x"); assign(7, 1); assign(1.0, 1)
assign(slice(1, 2), array("i", [7, 8, 9])); assign(slice(1, 2), [1])
assign(slice(None, None, 2), array("i", [0, 0, 0])); assign(slice(None, None, 2), array("i", [0]))
assign(slice(1, 3), array("b", [1, 2])); assign(slice(2, 5), array("i"))
assign(slice(10, None), array("i", [9])); assign(slice(None, None, -1), array("i", range(6)))
assign(slice(4, 1), array("i", [5]))
b = array("b", range(5))
b[1:3] = b
print(b)
def delete(key):
    b = array("b", range(8))
    try:
        del b[key]
        print(b)
    except Exception as e:
        print(type(e).__name__, e)
delete(0); delete(-1); delete(10); delete(slice(None, None, 2)); delete(slice(1, 4))
delete(slice(None, None, -3)); delete(slice(5, 2)); delete("x")
print(array("b", range(10))[2:8:3], array("b", range(10))[::-2], array("u", "hello")[1:4])
print(list(reversed(array("i", [1, 2, 3]))), type(iter(a)).__name__)
it = iter(a)
print(next(it))
a.append(4)
print(list(it))
