# Dict comprehensions keep first-insertion order; duplicate keys keep the last value.
print({k: i for i, k in enumerate("abcab")})
print({x % 3: x for x in range(10)})
print(list({w: None for w in "the quick the lazy the end".split()}))
print(sorted({x * x for x in range(-3, 4)}), {x: x for x in ()})
