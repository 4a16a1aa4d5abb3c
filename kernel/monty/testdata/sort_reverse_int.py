# sort's reverse is an int: True, 0 and 2 are accepted, None, floats,
# strs and tuples are a TypeError, raised before the key is called.
for r in [None, 1.5, (0, 1), True, 2, 0, '', []]:
    for call in (lambda: sorted([2, 1, 3], reverse=r), lambda: [2, 1, 3].sort(reverse=r)):
        try:
            print(repr(r), call())
        except Exception as e:
            print(repr(r), type(e).__name__, e)
try:
    sorted([1, 0], key=lambda k: 1 / 0, reverse=())
except Exception as e:
    print(type(e).__name__, e)
try:
    sorted(1, reverse=())
except Exception as e:
    print(type(e).__name__, e)
