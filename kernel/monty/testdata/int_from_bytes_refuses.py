# int.from_bytes takes bytes, a bytearray or an iterable of ints; a str
# or what is not iterable is a TypeError ("cannot convert"), as bytes()
# without an encoding.
for a in ['ab', 1, None, 1.5, [1, 2], (255,), b'\x01\x00', bytearray(b'\x02'), [256]]:
    for kw in [{}, {'signed': True}]:
        try:
            print(repr(a), kw, int.from_bytes(a, 'big', **kw))
        except Exception as e:
            print(repr(a), kw, type(e).__name__, e)
