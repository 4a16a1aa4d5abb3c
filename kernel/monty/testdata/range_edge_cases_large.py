# range with huge and negative bounds; len overflow; slicing a range gives a range.
r = range(-10 ** 18, 10 ** 18, 7)
print(r[0], r[-1], r[10 ** 16], len(r), 0 in r, 7 in r, r.index(-10 ** 18 + 7 * 5))
print(range(10)[3:8:2], range(10)[::-3], range(10)[-2:-8:-2], list(range(10)[-2:-8:-2]))
print(range(5, -5, -3), list(range(5, -5, -3)), len(range(5, -5, -3)), range(5, -5, -3)[1:])
huge = range(2 ** 64)
try:
    len(huge)
except OverflowError as e:
    print("OverflowError:", e)
print(huge[-1] == 2 ** 64 - 1, huge.count(5), (2 ** 64) in huge, huge == range(0, 2 ** 64))
