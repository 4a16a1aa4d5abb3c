# Starred targets collect the rest into a list.
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "abcd"
print(init, last)
a, *mid, z = range(10)
print(a, mid, z)
a, *mid, z = (1, 2)
print(a, mid, z)
*everything, = (5, 6)
print(everything)
(p, *q), r = [1, 2, 3], 4
print(p, q, r)
for head, *tail in [(1, 2, 3), (4,), "xy"]:
    print(head, tail)
# starred in expressions
print([*range(3), *"ab", *{9: 0}])
print((*[1, 2], 3))
print({*[1, 1, 2]})
print({**{"a": 1}, "b": 2, **{"a": 3}})
print(*[1, 2], *(3,), sep="-")
