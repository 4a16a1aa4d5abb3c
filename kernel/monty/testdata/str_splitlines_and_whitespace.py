# Which characters count as whitespace and line boundaries.
ws = [c for c in map(chr, range(0x3100)) if c.isspace()]
print(len(ws), [hex(ord(c)) for c in ws])
boundaries = "a\nb\rc\r\nd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l"
print(boundaries.splitlines())
print("a\x85b".split(), "a\u3000b".split(), "a\x1fb".split(), "a\u200bb".split())
print(" \t\n\r\x0b\x0c".strip() == "", "\u00a0x\u00a0".strip(), repr("\u2028".strip()))
print(b"a\x85b".split(), b"a\x0bb\x0cc".split(), b"a\rb\nc".splitlines())
