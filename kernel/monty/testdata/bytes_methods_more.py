# More bytes methods: split variants, strip chars, count, replace, title, is*, join, hex with sep.
b = b"  The quick, brown fox; jumps  "
print(b.split(), b.split(b","), b.strip(), b.strip(b" Ts"), b.lstrip(), b.rstrip(b" s"))
print(b.upper(), b.lower(), b.title(), b.swapcase(), b.capitalize(), b.count(b"o"), b.find(b"q"), b.rfind(b"o"))
print(b"a,b,c".rsplit(b",", 1), b"a\tb".expandtabs(), b"x".center(5, b"-"), b"-".join((b"a", bytearray(b"b"))))
print(b"abc".startswith((b"x", b"a")), b"abc".endswith(b"bc"), b"AbC".isupper(), b"abc".islower(), b"".isalpha())
print(b"\x00\x01\xfe".hex(":"), b"\x00\x01\xfe\xff".hex(" ", 2), bytes.fromhex(" 01 02 "), b"abc".replace(b"b", b"BB"))
print(b"hello"[1], b"hello"[-1:], b"hello"[::2], bytes(reversed(b"abc")), list(b"\x00\x7f\x80"))
print(b"a b".split(b" ", 1), b"x=1&y=2".split(b"&"), b"CamelCase".partition(b"C"), b"aXbXc".rpartition(b"X"))
print(b"  ".isspace(), b"42".isdigit(), b"4a".isalnum(), b"Title Case".istitle(), b"\xff".decode("latin-1"))
