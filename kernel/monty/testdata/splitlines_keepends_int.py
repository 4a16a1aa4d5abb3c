# splitlines' keepends is an int, as in CPython: a str, float, None or list is
# a TypeError; True and 2 keep the line ends.
for a in [('ascii',), (1.5,), (None,), (True,), (2,), ([],)]:
    for recv in ['a\nb', b'a\nb', bytearray(b'a\nb')]:
        try:
            print(type(recv).__name__, a, recv.splitlines(*a))
        except Exception as e:
            print(type(recv).__name__, a, type(e).__name__, e)
