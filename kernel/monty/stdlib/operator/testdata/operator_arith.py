import operator as op
from fractions import Fraction
for a, b in [(7, 3), (-7, 2), (2.5, 0.5), (Fraction(1, 3), 2)]:
    print([f(a, b) for f in (op.add, op.sub, op.mul, op.truediv, op.floordiv, op.mod, op.pow)])
print(op.neg(5), op.pos(-5), op.abs(-3.5), op.inv(5), op.invert(0), op.index(7))
print(op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.lshift(1, 5), op.rshift(64, 2))
print(op.or_({1}, {2}), op.and_({1, 2}, {2}), op.add('a', 'b'), op.mul([0], 3))
for f, args in [(op.truediv, (1, 0)), (op.mod, (1, 0)), (op.add, (1, 'a')), (op.neg, ('x',)), (op.index, (2.0,))]:
    try:
        f(*args)
    except Exception as e:
        print(type(e).__name__, e)
