# Every list method and its error messages.
l = [3, 1, 2]
l.append(4); l.extend([5, 6]); l.insert(0, 0); l.insert(100, 99); l.insert(-1, 98)
print(l, len(l))
print(l.pop(), l.pop(0), l.pop(-2), l)
l.remove(98)
print(l, l.index(2), l.index(2, 1), l.count(2), l.count(7))
l.reverse()
print(l)
c = l.copy()
c.append("new")
print(l, c)
l.clear()
print(l)
for bad in [lambda: [].pop(), lambda: [1].pop(5), lambda: [1].remove(2), lambda: [1].index(2),
            lambda: [1, 2, 3].index(1, 1), lambda: [][0], lambda: [1].__setitem__(3, 0), lambda: [].insert()]:
    try:
        bad()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
m = [1, 2]
m.extend(m)
print(m)
m.extend(x * 10 for x in range(2))
print(m, list(), list("ab"), list(range(3)), list({"k": 1}), list((1,)))
print([1, 2] + [3], [0] * 3, 2 * [1, 2], [] * 5, [[]] * 2)
nested = [[]] * 3
nested[0].append(1)
print(nested)
print([1, 2, 3] == [1, 2, 3], [1, 2] != [2, 1], [1, [2]] < [1, [3]], [3] > [1, 99])
print(sum([[1], [2]], []), min([4, 2, 8]), max([4, 2, 8]), sorted([3, 1, 2], reverse=True))
