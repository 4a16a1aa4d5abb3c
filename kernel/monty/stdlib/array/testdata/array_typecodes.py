# Every typecode: item sizes, reprs, round trips through bytes.
import array
from array import array as A

print(array.typecodes, array.ArrayType is A, A.__name__, A.__module__)
samples = {"b": [-128, 0, 127], "B": [0, 255], "u": "hé😀", "h": [-32768, 32767],
           "H": [0, 65535], "i": [-2**31, 2**31 - 1], "I": [0, 2**32 - 1],
           "l": [-2**63, 2**63 - 1], "L": [0, 2**64 - 1], "q": [-2**63, 2**63 - 1],
           "Q": [0, 2**64 - 1], "f": [0.5, -1.25, 0.1], "d": [0.1, -0.0, 1e300]}
for code in array.typecodes:
    a = A(code, samples[code])
    print(code, a.itemsize, a.typecode, len(a), repr(a))
    b = A(code)
    b.frombytes(a.tobytes())
    print("  ", a == b, a.tobytes().hex()[:40], repr(A(code)))
print(A("d", [1.0, float("inf"), float("nan"), -0.0]))
print(A("u", "a'b\"c\n"), str(A("b", [1])))
