# del on slices vs clear vs rebinding, with aliases observing each.
a = [1, 2, 3, 4]
b = a
del a[:]
print(a, b, a is b)
a = [1, 2, 3, 4]
b = a
a.clear()
print(a, b)
a = [1, 2, 3, 4]
b = a
a = []
print(a, b)
c = [0, 1, 2, 3, 4, 5, 6, 7]
del c[1:7:2]
print(c)
del c[-1]
print(c)
del c[:]
print(c, len(c))
