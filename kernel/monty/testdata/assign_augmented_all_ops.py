# Every augmented assignment operator on ints, floats and sequences.
x = 17
x += 3; print(x)
x -= 5; print(x)
x *= 4; print(x)
x //= 7; print(x)
x %= 5; print(x)
x **= 10; print(x)
x >>= 3; print(x)
x <<= 2; print(x)
x &= 0xF0; print(x)
x |= 0x0F; print(x)
x ^= 0xFF; print(x)
f = 7.0
f /= 2; print(f)
f //= 2; print(f)
f **= 0.5; print(f)
s = "ab"
s *= 3; print(s)
s += "!"; print(s)
t = (1,)
t += (2, 3); print(t)
class M:
    def __init__(self, v): self.v = v
    def __matmul__(self, o): return M(self.v * o.v)
    def __repr__(self): return f"M({self.v})"
mm = M(3)
mm @= M(4); print(mm)
