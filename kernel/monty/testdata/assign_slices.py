# Slice assignment replaces, grows or shrinks a list; extended slices must match.
a = list(range(10))
a[2:5] = ["x"]
print(a)
a[1:1] = [7, 7, 7]
print(a)
a[:] = a[::-1]
print(a)
a[::2] = "ABCDEF"
print(a)
try:
    a[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
a[-3:] = []
print(a)
del a[::3]
print(a)
b = [1, 2, 3]
b[5:10] = [9]
print(b)
b[-100:1] = [0]
print(b)
try:
    b[0:1] = 5
except TypeError as e:
    print("TypeError:", e)
c = [0, 1, 2, 3, 4, 5]
c[4:1:-1] = "xyz"
print(c)
c[1:3] = c
print(c)
ba = bytearray(b"hello")
ba[1:3] = b"EY"
print(ba)
ba[::2] = b"123"
print(ba)
