# Slicing lists, strings, tuples, ranges and bytes with positive and negative steps.
s = "0123456789"
print(s[::2], s[1::2], s[::-1], s[::-2], s[8:2:-2], s[2:8:-1] == "")
print(s[-3:], s[:-3], s[-3:-1], s[100:], s[-100:3], s[5:2])
l = list(range(10))
print(l[::3], l[-1:-5:-1], l[::-3], l[9::-4], l[-20:20:7])
t = tuple("abcdef")
print(t[1:4], t[::-1][:2], t[:0])
r = range(0, 20, 3)
print(r[::-1], r[1:4], r[::2], list(r[::-2]))
print(b"hello"[1:3], b"hello"[::-1], bytearray(b"abc")[::2])
print("héllo wörld"[::-1], "é😀x"[1], len("é😀x"))
sl = slice(1, None, 2)
print(s[sl], sl.start, sl.stop, sl.step, repr(sl))
print(slice(None, None, -1).indices(5), slice(-3, None).indices(10), slice(0, 100, 3).indices(7))
try:
    s[::0]
except ValueError as e:
    print("ValueError:", e)
try:
    l["a":]
except TypeError as e:
    print("TypeError:", e)
class Idx:
    def __index__(self): return 2
print(s[Idx():5], l[Idx()], s[:Idx()])
print(s[True:], s[:False])
