# itertools recipes: flatten, unique_everseen, roundrobin, sliding window, powerset, partition.
from itertools import chain, islice, tee, filterfalse, combinations, cycle, zip_longest, groupby
def unique_everseen(it):
    seen = set()
    for x in it:
        if x not in seen:
            seen.add(x)
            yield x
def roundrobin(*its):
    sentinel = object()
    for group in zip_longest(*its, fillvalue=sentinel):
        yield from (x for x in group if x is not sentinel)
def window(it, n):
    its = tee(it, n)
    for i, t in enumerate(its):
        for _ in range(i):
            next(t, None)
    return zip(*its)
def powerset(s):
    s = list(s)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))
def partition(pred, it):
    a, b = tee(it)
    return list(filterfalse(pred, a)), list(filter(pred, b))
print(list(chain.from_iterable([[1, 2], [3], []])), list(unique_everseen("AAAABBBCCDAABBB")), list(roundrobin("ABC", "D", "EF")))
print(list(window(range(6), 3)), list(powerset("abc")), partition(lambda x: x % 2, range(8)))
print([k for k, _ in groupby("AAAABBBCCD")], list(islice(cycle([1, 2]), 5)))
