# bytes: literals, indexing gives ints, methods, conversions.
b = b"Hello, World"
print(b[0], b[-1], b[:5], b[::-1], len(b), b.lower(), b.upper(), b.split(b", "), b.replace(b"l", b"L", 2))
print(bytes(3), bytes([65, 66, 67]), bytes(range(3)), bytes("é", "utf-8"), bytes(b"copy"), bytes())
print(b.hex(), b"\x00\xff".hex(), b"abc".hex("-"), bytes.fromhex("48 65 6c"), bytes.fromhex("ff00"))
print(b.find(b"World"), b.count(b"l"), b.startswith(b"Hell"), b.endswith((b"x", b"ld")), b.index(b"o"), 111 in b, b"lo" in b)
print(b"  x ".strip(), b"a-b-c".split(b"-"), b"-".join([b"a", b"b"]), b"ab".center(6, b"*"), b"3".zfill(3))
print(b"abc".isalpha(), b"123".isdigit(), b"a1".isalnum(), b" ".isspace(), b"Ab".istitle(), b"hello world".title())
print(b"abc" + b"def", b"ab" * 3, b"a" < b"b", b"abc" == b"abc", b"x" == "x", list(b"hi"))
print(b"%s-%d" % (b"x", 5), b"tab\there".expandtabs(4), b"a\nb\r\nc".splitlines(), b"key=v".partition(b"="))
print(b"caf\xc3\xa9".decode(), bytes([0xE2, 0x82, 0xAC]).decode("utf-8"), b"\x80abc"[1:].decode("ascii"))
for bad in [lambda: bytes([256]), lambda: bytes("x"), lambda: b"a" + "b", lambda: bytes(-1), lambda: bytes.fromhex("zz"),
            lambda: b"abc"[5], lambda: bytes([1.5])]:
    try:
        bad()
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__ + ":", e)
try:
    b[0] = 1
except TypeError as e:
    print("TypeError:", e)
print(b.translate(None, b"lo"), b"abc".translate(bytes.maketrans(b"abc", b"xyz")), hash(b"a") == hash(b"a"))
print(int.from_bytes(b"\x00\x10", "big"), b"\x01\x02".rjust(4, b"\x00"), b"A".ljust(3, b"."), b"ABC".swapcase())
