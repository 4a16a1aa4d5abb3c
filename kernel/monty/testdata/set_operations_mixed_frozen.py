# Set algebra between set and frozenset; results take the left operand's type.
s, f = {1, 2, 3}, frozenset({2, 3, 4})
for r in [s | f, f | s, s & f, f & s, s - f, f - s, s ^ f, f ^ s]:
    print(type(r).__name__, sorted(r))
print(s == {3, 2, 1}, f == {2, 3, 4}, s < {1, 2, 3, 4}, f > {2}, s <= s, s < s)
print({1, 2}.union(), {1, 2}.intersection(), set().union([1], (2,), "a") == {1, 2, "a"})
a = {1, 2}
a.update(range(3), [9])
a.intersection_update([0, 1, 9, 7])
print(sorted(a))
print(sorted({x for x in range(10)} - {x for x in range(0, 10, 3)}), set(range(5)) & set(range(3, 8)))
for op in ["<", ">", "<=", ">="]:
    print(op, eval(f"{{1, 2}} {op} {{1, 2, 3}}"), eval(f"{{1, 2}} {op} {{3}}"))
