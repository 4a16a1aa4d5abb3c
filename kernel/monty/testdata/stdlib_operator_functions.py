# operator: function forms of operators, itemgetter, attrgetter, methodcaller.
import operator as op
print(op.add(2, 3), op.sub(5, 2), op.mul("ab", 2), op.truediv(7, 2), op.floordiv(7, 2), op.mod(7, 3), op.pow(2, 10), op.neg(3), op.not_(0))
print(op.eq(1, 1.0), op.lt("a", "b"), op.contains([1, 2], 2), op.getitem({"k": 9}, "k"), op.concat([1], [2]), op.index(True), op.truth([]), op.is_(None, None))
data = [("b", 2, "x"), ("a", 3, "y"), ("c", 1, "z")]
print(sorted(data, key=op.itemgetter(1)), sorted(data, key=op.itemgetter(2, 0)), op.itemgetter(0, 2)(data[0]), list(map(op.itemgetter(0), data)))
class P:
    def __init__(self, n, inner=None): self.name, self.inner = n, inner
    def greet(self, greeting, punct="!"): return f"{greeting} {self.name}{punct}"
ps = [P("b"), P("a", P("z"))]
print([p.name for p in sorted(ps, key=op.attrgetter("name"))], op.attrgetter("inner.name")(ps[1]), op.methodcaller("greet", "hi", punct="?")(ps[0]))
l = [1, 2, 3]
op.setitem(l, 0, "x"); op.delitem(l, 1)
print(l, op.iadd([1], [2]), op.length_hint(iter(range(5))), op.and_(6, 3), op.or_(6, 3), op.xor(6, 3), op.lshift(1, 4), op.invert(0))
