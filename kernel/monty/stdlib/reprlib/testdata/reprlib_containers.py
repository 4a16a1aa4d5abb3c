import reprlib
r = reprlib.Repr()
print(r.repr(()), r.repr((1,)), r.repr((1, 2)), r.repr(tuple(range(7))))
print(r.repr([]), r.repr(list(range(6))), r.repr(list(range(7))))
print(r.repr({}), r.repr({'b': 1, 'a': 2}), r.repr(dict.fromkeys(range(5))))
print(r.repr(set()), r.repr({3, 1, 2}), r.repr(set(range(50))))
print(r.repr(frozenset()), r.repr(frozenset({9, 8})), r.repr(frozenset(range(8))))
print(r.repr({2.5, 1, -3}))
print(r.repr({'k': [1, 2, 3, 4, 5, 6, 7], 'j': (1,)}))
