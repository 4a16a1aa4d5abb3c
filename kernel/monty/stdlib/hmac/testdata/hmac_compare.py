import hmac
pairs = [(b'', b''), (b'abc', b'abc'), (b'abc', b'abd'), (b'abc', b'ab'), (b'ab', b'abc'), ('abc', 'abc'), ('abc', 'abd'),
         ('', ''), (bytearray(b'xy'), b'xy'), (memoryview(b'xy'), bytearray(b'xy')), (b'\x00' * 32, b'\x00' * 32)]
for a, b in pairs:
    print(type(a).__name__, a if isinstance(a, str) else bytes(a), type(b).__name__, hmac.compare_digest(a, b))
for a, b in [('é', 'é'), ('a', b'a'), (b'a', 'a'), (1, 2), (None, b''), ([1], [1]), ('a', 1)]:
    try:
        hmac.compare_digest(a, b)
    except TypeError as e:
        print(repr(a), repr(b), 'TypeError', e)
