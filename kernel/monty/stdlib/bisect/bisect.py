"""Binary search in sorted sequences, and insertion that keeps them sorted.

The _left variants find the first position where x could go (before any
equal items), the _right variants the last (after them). With key, the
sequence is searched by key(item); x is compared as it is for the
bisect functions, and key(x) is used for the insort functions.
"""


def _search(a, x, lo, hi, key, after_equals):
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    while lo < hi:
        middle = (lo + hi) >> 1
        item = a[middle] if key is None else key(a[middle])
        # Only __lt__ is used, with x on the left when placing after equals.
        if (not x < item) if after_equals else item < x:
            lo = middle + 1
        else:
            hi = middle
    return lo


def bisect_left(a, x, lo=0, hi=None, *, key=None) -> int:
    """The leftmost i in [lo, hi] with all of a[lo:i] < x."""
    return _search(a, x, lo, hi, key, False)


def bisect_right(a, x, lo=0, hi=None, *, key=None) -> int:
    """The rightmost i in [lo, hi] with no item of a[lo:i] above x."""
    return _search(a, x, lo, hi, key, True)


def insort_left(a, x, lo=0, hi=None, *, key=None) -> None:
    """Insert x into the sorted list a, before the items equal to it."""
    a.insert(_search(a, x if key is None else key(x), lo, hi, key, False), x)


def insort_right(a, x, lo=0, hi=None, *, key=None) -> None:
    """Insert x into the sorted list a, after the items equal to it."""
    a.insert(_search(a, x if key is None else key(x), lo, hi, key, True), x)


# The plain names place after equal items.
bisect, insort = bisect_right, insort_right
