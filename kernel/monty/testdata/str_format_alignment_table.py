# Building aligned text tables with format specs.
rows = [("apple", 1.5, 3), ("banana", 0.25, 12), ("cherry", 10.0, 100), ("kiwi", 2.125, 0)]
header = f"{'item':<10}|{'price':>8}|{'qty':^5}|{'total':>10}"
print(header)
print("-" * len(header))
for name, price, qty in rows:
    print(f"{name:<10}|{price:>8.2f}|{qty:^5d}|{price * qty:>10,.3f}")
print("=" * len(header))
total = sum(p * q for _, p, q in rows)
print(f"{'TOTAL':<10}|{'':>8}|{'':^5}|{total:>10,.3f}")
for w in (3, 6, 9):
    print("[" + "{:^{w}}".format("mid", w=w) + "]", "[" + "{:<{w}.2}".format("truncate", w=w) + "]")
print("{:>{}}".format("x", 4), "{:{}{}}".format("y", "<", 3) + "|", "{0:{1}.{2}f}".format(3.14159, 8, 3))
