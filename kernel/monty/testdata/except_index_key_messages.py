# IndexError and KeyError messages from each container.
cases = [lambda: [][0], lambda: [1][-2], lambda: ()[0], lambda: "abc"[5], lambda: b"x"[1], lambda: bytearray()[0],
         lambda: range(3)[3], lambda: [].pop(), lambda: [1].pop(3), lambda: {}["k"], lambda: {}[1],
         lambda: {}[(1, "a")], lambda: {}[None], lambda: set().pop(), lambda: {1}.remove(2), lambda: {}.popitem(),
         lambda: [1, 2].__delitem__(5)]
for c in cases:
    try:
        c()
    except (IndexError, KeyError) as e:
        print(type(e).__name__, repr(str(e)), e.args)
