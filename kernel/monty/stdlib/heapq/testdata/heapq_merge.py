import heapq
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])))
print(list(heapq.merge([1, 1, 1], [1, 1])), list(heapq.merge([], [], [])), list(heapq.merge([5])))
a = [(1, 'a'), (3, 'a')]
b = [(1, 'b'), (3, 'b')]
print(list(heapq.merge(a, b, key=lambda t: t[0])), list(heapq.merge(b, a, key=lambda t: t[0])))
print(list(heapq.merge([9, 5, 1], [8, 5, 2], reverse=True)))
print(list(heapq.merge([(3, 'x'), (1, 'x')], [(3, 'y'), (1, 'y')], key=lambda t: t[0], reverse=True)))
print(list(heapq.merge('ace', 'bdf')), list(heapq.merge(iter([1, 3]), (2, 4), range(0, 10, 5))))
g = heapq.merge([1, 2], [3])
print(next(g), type(g).__name__, list(g))
print(list(heapq.merge(['x', 'yyy'], ['zz', 'wwww'], key=len)))
