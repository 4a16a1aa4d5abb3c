# list(), tuple(), sorted(), [*r] and list.extend size the result from
# len(), so a range longer than 2**63 raises OverflowError at once (it
# would otherwise be iterated until the deadline); a big range that is
# short is fine.
for src in ['list(range(10**20))', '[*range(10**20)]', 'tuple(range(10**20))',
            'sorted(range(10**20))', 'a = []; a.extend(range(10**20))', 'a = [0]; a += range(-10**20, 0)',
            'x, *y = range(10**20)', 'print(list(range(10**19, 10**19 + 3)))', 'print([*range(2**64, 2**64 + 2)])']:
    try:
        exec(src)
        print(src, 'ok')
    except Exception as e:
        print(src, type(e).__name__, e)
