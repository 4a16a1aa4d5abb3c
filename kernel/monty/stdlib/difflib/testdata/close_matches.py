# get_close_matches: scores, ordering, n and cutoff, and its checks.
from difflib import get_close_matches

words = ['ape', 'apple', 'peach', 'puppy', 'apply', 'happy', 'pineapple', 'applet', 'appel']
for w in ('appel', 'apple', 'ppl', 'zzz', 'pineaple', 'hapy', ''):
    print(repr(w), get_close_matches(w, words), get_close_matches(w, words, n=1), get_close_matches(w, words, 5, 0.3))
import keyword
print(get_close_matches('wheel', keyword.kwlist), get_close_matches('pineapple', keyword.kwlist), get_close_matches('accept', keyword.kwlist))
print(get_close_matches('ab', ['ab', 'ab', 'ba', 'abc']), get_close_matches('a', ['b', 'a', 'a'], n=2), get_close_matches('x', []))
print(get_close_matches([1, 2], [[1, 2, 3], [2, 1], [9]]), get_close_matches('abc', iter(['abd', 'abc'])))
for n, cutoff in ((0, 0.5), (-1, 0.5), (3, 1.5), (3, -0.1), (2, 1.0), (1, 0.0)):
    try:
        print(n, cutoff, get_close_matches('apple', words, n, cutoff))
    except ValueError as e:
        print(n, cutoff, 'ValueError', e)
