import bisect
for call in [lambda: bisect.bisect([1, 2], 'x'), lambda: bisect.bisect(None, 1), lambda: bisect.bisect([1], 1, 'a'),
             lambda: bisect.insort((1, 2), 3), lambda: bisect.bisect_left([1, 2], 1, key=5), lambda: bisect.bisect_left([1], 1, 0, 'x')]:
    try:
        print(call())
    except (TypeError, AttributeError) as e:
        print(type(e).__name__)
print(bisect.bisect_left([1, 2, 3], 2, hi=None), bisect.bisect_right([1, 2, 3], 2, 0, None))
print(bisect.__all__ if hasattr(bisect, '__all__') else sorted(n for n in dir(bisect) if not n.startswith('_')))
print(bisect.bisect is bisect.bisect_right, bisect.insort is bisect.insort_right)
