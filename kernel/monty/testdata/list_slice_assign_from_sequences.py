# Slice assignment from lists (the list itself too), tuples and iterables.
a = [1, 2, 3, 4, 5]
b = [9, 8]
a[1:3] = b
print(a, b)
a[:2] = a
print(a)
a[::2] = (7, 7, 7, 7)
print(a)
a[1:2] = a[::-1]
print(a)
t = (1, 2)
a[0:0] = t
print(a, t)
c = [0, 1, 2, 3]
c[1:3] = c[2:0:-1]
print(c)
try:
    c[::2] = [1]
except ValueError as e:
    print(type(e).__name__, e)


# A list subclass with its own __iter__ is iterated, not read in place.
class Rev(list):
    def __iter__(self):
        return reversed(list(list.__iter__(self)))


d = [0, 0, 0]
d[0:2] = Rev([1, 2])
print(d)
