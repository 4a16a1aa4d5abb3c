# `x in bytearray` and bytearray.__contains__ answer as bytes' do (an int
# in range, a bytes-like needle, a memoryview) instead of recursing until
# RecursionError; a str or a list needle is a TypeError.
for recv in [bytearray(), bytearray(b'abc'), b'abc', b'']:
    for x in ['surrogateescape', '', 97, 256, -1, b'b', bytearray(b'c'), None, [97], memoryview(b'a'), 1.0]:
        try:
            print(repr(recv), type(x).__name__, recv.__contains__(x), x in recv)
        except Exception as e:
            print(repr(recv), type(x).__name__, type(e).__name__, e)
