# int, float and complex methods and getters through the class, on objects
# of other types: CPython's descriptor errors (no crash, no wrong result).
cases = [lambda: float.hex('x'), lambda: int.bit_length('x'), lambda: int.numerator.__get__('x'), lambda: float.real.__get__('x'),
         lambda: complex.conjugate(1), lambda: int.__add__(1.5, 2), lambda: float.is_integer(3), lambda: int.to_bytes(1.5, 2, 'big'),
         lambda: float.__add__(1, 2.0), lambda: complex.__abs__(2), lambda: int.__index__(2.5), lambda: int.as_integer_ratio('7')]
for f in cases:
    try:
        print(repr(f()))
    except TypeError as e:
        print('TypeError', e)


class I(int):
    pass


class F(float):
    pass


print(int.bit_length(I(8)), int.__add__(True, 2), float.hex(F(2.5)), int.numerator.__get__(I(4)), float.real.__get__(F(1.5)),
      (5).bit_length(), True.bit_length(), float.fromhex('0x1p1'), int.from_bytes(b'ab', 'big'), complex.conjugate(1 + 2j))
