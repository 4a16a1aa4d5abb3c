# __index__ lets objects act as ints in indexing, slicing, bin/hex/oct, range, and repetition.
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
two = I(2)
lst = list(range(10))
print(lst[two], lst[two:I(5)], lst[::I(3)], "abcdef"[I(-1)], (1, 2, 3)[two])
print(bin(two), hex(I(255)), oct(I(8)), range(I(4)), list(range(I(1), I(7), two)))
print("ab" * two, [0] * I(3), b"x" * two, bytes(I(2)), int(two))
print(int(two), float(I(3)), complex(I(1)))
print(f"{int(I(5)):03d}", round(7.5, I(0)), lst.pop(I(0)), lst)
print([10, 20, 30].__getitem__(I(1)))
