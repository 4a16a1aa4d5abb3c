# bytes whitespace is ASCII only: \x85 and \xa0 are not whitespace for bytes.
print(b" a\tb\n".split(), b"a\x85b\xa0c".split(), b"\x0b\x0cx\x1c".strip(), b"x\x1cy".split())
print(b"\xa0x\xa0".strip(), "\xa0x\xa0".strip(), b" x ".strip(b" x"), b"".split(), b"abc".split(b"b"))
