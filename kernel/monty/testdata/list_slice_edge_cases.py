# Slice edge cases: out-of-range bounds, negative steps, empty results, assignment growth.
l = list(range(6))
print(l[10:], l[-10:2], l[4:2], l[::-1][::-1] == l, l[5:0:-2], l[-1:-7:-1], l[:-7:-1], l[0:6:10])
print(l[2:-2], l[-2:2], l[1::-1], l[:1:-1], l[None:None:None], l[::2][::2])
m = l[:]
m[1:1] = []
m[6:] = [6, 7]
m[:0] = [-1]
print(m)
m[::-2] = "ABCDE"
print(m)
m[2:5] = range(0)
print(m)
try:
    m[::-1] = [1]
except ValueError as e:
    print("ValueError:", e)
del m[::-1]
print(m)
n = [1, 2, 3]
n[len(n):] = [4]
n[-1:-1] = ["before last"]
print(n)
t = (0, 1, 2, 3)
print(t[::-2], t[3:0:-1], t[-100:100])
