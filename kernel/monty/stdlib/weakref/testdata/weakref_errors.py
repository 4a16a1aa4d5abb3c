import weakref
for bad in (1, 2.5, 'str', b'b', [1], {'a': 1}, (1,), None, True, frozenset()):
    try:
        weakref.ref(bad)
    except TypeError as e:
        print(type(bad).__name__, e)
try:
    weakref.ref()
except TypeError as e:
    print('TypeError')
class S:
    __slots__ = ('a',)
class SW:
    __slots__ = ('a', '__weakref__')
try:
    weakref.ref(S())
except TypeError as e:
    print(e)
print(weakref.ref(SW())() is None or True)
print(sorted(weakref.__all__))
