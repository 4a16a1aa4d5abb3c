import reprlib
r = reprlib.Repr()
deep = [1]
for _ in range(8):
    deep = [deep]
print(r.repr(deep))
for lvl in (0, 1, 2, 3):
    r.maxlevel = lvl
    print(lvl, r.repr([[1, [2]], {'a': {'b': 1}}, (3, (4,))]), r.repr([]), r.repr({}), r.repr({1: 2}))
