# Tuples: construction, single-element syntax, immutability, methods, hashing.
t = (1, 2, 3, 2)
print(t, (1,), (), tuple(), tuple([1, 2]), tuple("ab"), 1, 2, (1, 2) + (3,), (0,) * 3)
print(t.count(2), t.index(2), t.index(2, 2), len(t), t[1:], t[::-1], 3 in t, min(t), max(t), sum(t))
try:
    t.index(9)
except ValueError as e:
    print("ValueError:", e)
try:
    t[0] = 5
except TypeError as e:
    print("TypeError:", e)
try:
    t.append(1)
except AttributeError as e:
    print("AttributeError:", e)
try:
    t[10]
except IndexError as e:
    print("IndexError:", e)
print(hash((1, "a")) == hash((1, "a")), {(1, 2): "pair"}[(1, 2)], (1, 2) < (1, 3), (2,) > (1, 99))
x = 1,
y = 1, 2,
print(type(x).__name__, x, y, repr((1,)), repr(((),)), str((None, True)))
mutable_inside = ([1], [2])
mutable_inside[0].append(9)
print(mutable_inside)
a, b = t[:2]
print(a, b, tuple(i * i for i in range(4)), (*t, *"xy"))
print(() == (), (1, 2) == [1, 2], tuple(range(0)))
