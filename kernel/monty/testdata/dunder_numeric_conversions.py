# __int__, __float__, __complex__, __index__, __round__, __trunc__, __floor__, __ceil__.
import math
class N:
    def __init__(self, v): self.v = v
    def __int__(self): return int(self.v)
    def __float__(self): return float(self.v)
    def __complex__(self): return complex(self.v, 1)
    def __index__(self): return int(self.v)
    def __round__(self, nd=None): return f"round({nd})"
    def __trunc__(self): return "trunc"
    def __floor__(self): return "floor"
    def __ceil__(self): return "ceil"
n = N(3.7)
print(int(n), float(n), complex(n), round(n), round(n, 2), math.trunc(n), math.floor(n), math.ceil(n))
print(bin(n), hex(n), oct(n), [10, 20, 30, 40][n], "abcdef"[n:], range(10)[n])
class OnlyIndex:
    def __index__(self): return 5
print(int(OnlyIndex()), float(OnlyIndex()) if hasattr(OnlyIndex, "__float__") else "no float", operator_index := OnlyIndex().__index__())
class BadInt:
    def __int__(self): return "x"
try:
    int(BadInt())
except TypeError as e:
    print("TypeError:", e)
class BadIndex:
    def __index__(self): return 1.5
try:
    [1][BadIndex()]
except TypeError as e:
    print("TypeError:", e)
try:
    int([])
except TypeError as e:
    print("TypeError:", e)
try:
    float("abc")
except ValueError as e:
    print("ValueError:", e)
try:
    float([])
except TypeError as e:
    print("TypeError:", e)
