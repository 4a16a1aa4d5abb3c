import bisect
a = list(range(0, 10**6, 3))
print(bisect.bisect_left(a, 999999), bisect.bisect_right(a, 3), bisect.bisect(a, 10**7), bisect.bisect_left(a, -5))
hits = sum(1 for x in range(0, 3000) if a[bisect.bisect_left(a, x) % len(a)] == x)
print(hits)
b = []
for i in range(2000):
    bisect.insort(b, (i * 7919) % 2003)
print(b[:5], b[-5:], b == sorted(b))
