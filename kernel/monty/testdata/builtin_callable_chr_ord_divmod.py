# callable, chr, ord, divmod, hash basics.
print(callable(len), callable(lambda: 0), callable(int), callable(0), callable("s".upper), callable(None))
print(chr(65), chr(0x263A), ord("A"), ord("☺"), ord(b"A"), ord(bytearray(b"z")))
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), divmod(-17.5, -5), divmod(10 ** 20, 7), divmod(True, 2))
try:
    divmod(1, "a")
except TypeError as e:
    print("TypeError:", e)
try:
    ord(b"ab")
except TypeError as e:
    print("TypeError:", e)
try:
    chr("a")
except TypeError as e:
    print("TypeError:", e)
print(hash(0), hash(1), hash(-1), hash(123456), hash(True), hash(1.0), hash(0.5), hash((1,)) == hash((1,)))
