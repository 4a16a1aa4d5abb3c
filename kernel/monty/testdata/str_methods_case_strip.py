# Case conversion, stripping, padding and alignment methods.
s = "hello WORLD ß ǅ ﬁ"
print(s.upper(), s.lower(), s.capitalize(), s.title(), s.swapcase(), s.casefold())
print("they're bill's".title(), "hello_world-foo bar1baz".title(), "ÉCOLE".lower(), "straße".upper())
print("  x  ".strip(), "  x  ".lstrip(), "  x  ".rstrip(), "xxhixx".strip("x"), "abcba".strip("ab"), "\t\n x \r\f\v".strip())
print("www.example.com".lstrip("w."), "file.txt.bak".rstrip(".bak"), "".strip(), "\u00a0x\u3000".strip())
print("prefix_body".removeprefix("prefix_"), "body.py".removesuffix(".py"), "x".removeprefix("y"), "aa".removesuffix(""))
print("ab".center(7), "ab".center(7, "*"), "abc".center(6, "-"), "ab".ljust(5, "."), "ab".rjust(5, "."), "ab".center(1))
print("42".zfill(5), "-42".zfill(5), "+42".zfill(6), "abc".zfill(5), "".zfill(3), "-".zfill(3))
print("a\tb\tc".expandtabs(), "a\tbb\tccc".expandtabs(4), "x\ty".expandtabs(0), "12345\t6".expandtabs(4))
try:
    "ab".center(5, "--")
except TypeError as e:
    print("TypeError:", e)
print("Hello".istitle(), "Hello World".istitle(), "HELLO".isupper(), "hello".islower(), "123".isupper())
