# chain, chain.from_iterable, groupby, zip_longest, starmap, compress, filterfalse, tee, pairwise, batched-like.
from itertools import chain, groupby, zip_longest, starmap, compress, filterfalse, tee, pairwise
print(list(chain("ab", [1], (2,))), list(chain.from_iterable(["xy", "z"])))
data = sorted(["apple", "avocado", "banana", "blueberry", "cherry"], key=lambda w: w[0])
print([(k, list(g)) for k, g in groupby(data, key=lambda w: w[0])], [(k, len(list(g))) for k, g in groupby("aaabccaa")])
print(list(zip_longest("abc", [1], fillvalue="-")), list(starmap(pow, [(2, 3), (3, 2)])), list(compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(filterfalse(lambda x: x % 2, range(7))), list(pairwise("abcd")))
a, b = tee(iter([1, 2, 3]))
print(list(a), list(b))
def batched(it, n):
    it = iter(it)
    while chunk := list(__import__("itertools").islice(it, n)):
        yield tuple(chunk)
print(list(batched(range(7), 3)))
