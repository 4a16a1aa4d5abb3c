# Tuple and list unpacking in tight loops: fixed-size, starred, nested
# and swapped.


def bench():
    t = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
    l = list(t)
    acc = 0
    for i in range(600000):
        a, b, c, d, e, f, g, h, j, k = t
        a, b, c, d, e, f, g, h, j, k = l
        first, *middle, last = l
        (p, q), (r, s) = (a, b), (c, d)
        a, b = b, a
        acc += a + b + c + k + first + last + len(middle) + p + s
    return acc
