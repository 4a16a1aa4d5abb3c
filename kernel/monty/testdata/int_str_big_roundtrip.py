# Big int <-> str round trips in bases 2, 8, 10, 16, 36.
n = 3 ** 300 - 7 ** 100
for base, conv in [(2, bin), (8, oct), (16, hex)]:
    s = conv(n)
    print(base, len(s), s[:12], int(s, 0) == n, int(s[2:], base) == n)
s = str(n)
print(len(s), s[:20], s[-20:], int(s) == n, int("-" + s) == -n)
def to36(v):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while v:
        v, r = divmod(v, 36)
        out = digits[r] + out
    return out
t = to36(n)
print(len(t), t[:15], int(t, 36) == n, int(t.upper(), 36) == n)
print(int("1" + "0" * 100) == 10 ** 100, str(10 ** 100).count("0"), f"{10 ** 30:,}")
