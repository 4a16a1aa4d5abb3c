from __future__ import annotations

# How annotation expressions are written back as text.
a1: 1 + 2 * 3 - (4 - 5) ** 2 ** 3 // ~x
a2: x if y else z or w and not v
a3: [x for x in range(3) if x]
a4: {1: 2, **m} | {p, q} | (1,) | () | (a, b)
a5: f(*a, **k, x=1) + g(x for x in y) + s[1:2, ::3] + s[...] + t[()]
a6: 1 .real + 1.5 + 1e100 + 3j + "it's" + b'x' + 'say "hi"'
a7: f"a{b!r:>{w}}c{{d}}" + o.b.c[d](e) < f <= g is not h not in i
a8: lambda x, y=1, *a, k, **kw: x + y * 2 ** -k
a9: -(-x) + +y - (not z)
a10: (a, *b)
a11: {x: y for x, y in z} + {x for x in y} + [*a, *b]
a13: a < b < c
a14: None | True | False | ...
a15: 1e309 + -1e309
a16: x[a:b] + x[:] + x[::] + x[a:] + x[:b:c]
a17: (a or b) and (c or d)
a18: a.b(c)[d].e
a19: (-1) ** 2 + (-1) .real
a20: "\n\t\\" + '\x00'
for k, v in __annotations__.items():
    print(k, repr(v))
