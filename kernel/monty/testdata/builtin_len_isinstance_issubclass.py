# len on every container; isinstance/issubclass with tuples and unions.
print(len(""), len("abc"), len([1]), len((1, 2)), len({1: 2}), len({1}), len(range(5)), len(b"ab"), len(bytearray(3)), len(frozenset()))
print(len({}.keys()), len("😀"), len(range(0, 10, 3)))
print(isinstance(1, int), isinstance(1, (str, int)), isinstance(1, int | str), isinstance(None, type(None)), isinstance(1.0, int))
print(isinstance([], (list, tuple)), isinstance(True, (bool,)), isinstance(int, type), isinstance(type, type), isinstance(object, object))
print(issubclass(bool, int), issubclass(int, (str, object)), issubclass(int, int | None), issubclass(list, object))
print(isinstance(3, ()), issubclass(int, ()), int | str, type(int | str).__name__, (int | None) == (None | int))
try:
    isinstance(1, [int])
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(1, int)
except TypeError as e:
    print("TypeError:", e)
try:
    len(iter([]))
except TypeError as e:
    print("TypeError:", e)
class Meta(type):
    def __instancecheck__(cls, obj):
        return obj == "magic"
    def __subclasscheck__(cls, sub):
        return sub is str
class Magic(metaclass=Meta): pass
print(isinstance("magic", Magic), isinstance("other", Magic), issubclass(str, Magic), issubclass(int, Magic))
