import operator as op
l = [1]
r = op.iadd(l, [2])
print(r is l, l)
s = {1}
print(op.ior(s, {2}) is s, s)
print(op.iadd(1, 2), op.isub(5, 1), op.imul('ab', 2), op.itruediv(7, 2), op.ifloordiv(7, 2), op.imod(7, 2))
print(op.ipow(2, 10), op.ilshift(1, 3), op.irshift(8, 1), op.iand(6, 3), op.ixor(6, 3))
t = (1,)
print(op.iconcat(t, (2,)), t)
for f, args in [(op.iconcat, (1, [2])), (op.iadd, ([1], 1)), (op.isub, ('a', 'b')), (op.imatmul, ([1], 2))]:
    try:
        f(*args)
    except TypeError as e:
        print(e)
class Acc:
    def __init__(self):
        self.v = 0
    def __iadd__(self, other):
        self.v += other
        return self
a = Acc()
print(op.iadd(a, 5) is a, a.v, op.__iadd__ is op.iadd)
