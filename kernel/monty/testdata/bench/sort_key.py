# Sorting records with a key function, and with a tuple key.
def bench():
    rows = [(i * 7919 % 10007, "n%d" % (i % 101), i) for i in range(50000)]
    a = sorted(rows, key=lambda r: r[0])
    b = sorted(rows, key=lambda r: (r[1], -r[2]))
    c = sorted(r[2] for r in rows)
    return a[0], b[0], c[-1]
