"""Bisection algorithms: find or keep the place of an item in a sorted list.

key, when given, is applied to the list's items (not to x), as in CPython.
"""


def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert x into the sorted list a after any items equal to it.

    lo and hi bound the slice searched; key, when given, is applied to the
    items of a (and to x) for the comparisons.
    """
    if key is None:
        lo = bisect_right(a, x, lo, hi)
    else:
        lo = bisect_right(a, key(x), lo, hi, key=key)
    a.insert(lo, x)


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """The index at which to insert x into the sorted list a to keep it
    sorted, after any items equal to x: every e in a[:i] has e <= x and
    every e in a[i:] has e > x.

    lo and hi bound the slice searched; key is applied to the items of a.
    """
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < a[mid]:
                hi = mid
            else:
                lo = mid + 1
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < key(a[mid]):
                hi = mid
            else:
                lo = mid + 1
    return lo


def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert x into the sorted list a before any items equal to it.

    lo and hi bound the slice searched; key, when given, is applied to the
    items of a (and to x) for the comparisons.
    """
    if key is None:
        lo = bisect_left(a, x, lo, hi)
    else:
        lo = bisect_left(a, key(x), lo, hi, key=key)
    a.insert(lo, x)


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """The index at which to insert x into the sorted list a to keep it
    sorted, before any items equal to x: every e in a[:i] has e < x and
    every e in a[i:] has e >= x.

    lo and hi bound the slice searched; key is applied to the items of a.
    """
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if a[mid] < x:
                lo = mid + 1
            else:
                hi = mid
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if key(a[mid]) < x:
                lo = mid + 1
            else:
                hi = mid
    return lo


# The short names are the right-hand variants.
bisect = bisect_right
insort = insort_right
