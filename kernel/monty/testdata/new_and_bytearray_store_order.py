# X.__new__(Y) refuses a Y that is not a subtype of X; a bytearray item
# store checks the value before the index's range, as CPython does.
for cls, sub in [(int, str), (str, int), (float, int), (tuple, list), (list, tuple), (bytes, bytearray), (dict, int)]:
    try:
        r = cls.__new__(sub)
        print(cls.__name__, sub.__name__, type(r).__name__)
    except Exception as e:
        print(cls.__name__, sub.__name__, type(e).__name__, e)
for index, value in [(100, []), (100, 256), (100, 1), (0, []), (0, 300), ('x', []), (-100, 'a'), (1, 98)]:
    b = bytearray(b'abc')
    try:
        b[index] = value
        print(index, repr(value), b)
    except Exception as e:
        print(index, repr(value), type(e).__name__, e)
