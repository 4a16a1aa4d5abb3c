import difflib
from difflib import SequenceMatcher, get_close_matches, ndiff, unified_diff, context_diff, Differ, restore
import random

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

s = SequenceMatcher(None, 'abxcd', 'abcd')
print(s.ratio(), s.quick_ratio(), s.real_quick_ratio(), s.get_matching_blocks(), s.get_opcodes())
s = SequenceMatcher(lambda x: x == ' ', 'private Thread currentThread;', 'private volatile Thread currentThread;')
print(round(s.ratio(), 3), s.get_matching_blocks(), s.find_longest_match(0, 28, 0, 37))
for tag, i1, i2, j1, j2 in SequenceMatcher(None, 'qabxcd', 'abycdf').get_opcodes():
    print('{:7}   a[{}:{}] --> b[{}:{}] {!r:>8} --> {!r}'.format(tag, i1, i2, j1, j2, 'qabxcd'[i1:i2], 'abycdf'[j1:j2]))
print(SequenceMatcher(None, ' abcd', 'abcd abcd').find_longest_match(0, 5, 0, 9), SequenceMatcher(lambda x: x == ' ', ' abcd', 'abcd abcd').find_longest_match(0, 5, 0, 9))
print(SequenceMatcher(None, '', '').ratio(), SequenceMatcher(None, 'abc', '').get_opcodes(), SequenceMatcher(None, [1, 2, 3], [3, 2, 1]).ratio())
a = list(range(1, 40))
b = a[:]
b[20] = 99
del b[5]
b.insert(30, 'x')
print(list(SequenceMatcher(None, a, b).get_grouped_opcodes(2)))
print(list(SequenceMatcher(None, 'same', 'same').get_grouped_opcodes()))
rng = random.Random(5)
big_a = [rng.choice('abc') for _ in range(300)]
big_b = [rng.choice('abcd') for _ in range(300)]
m = SequenceMatcher(None, big_a, big_b)
print(sorted(m.bpopular), round(m.ratio(), 6), len(m.get_opcodes()))
m2 = SequenceMatcher(None, big_a, big_b, autojunk=False)
print(m2.bpopular, round(m2.ratio(), 6))
print(get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']), get_close_matches('wheel', ['while', 'wheat', 'whale', 'wheeled', 'hello'], n=2, cutoff=0.5))
import keyword
print(get_close_matches('wheel', keyword.kwlist), get_close_matches('accept', keyword.kwlist), get_close_matches('x', []))
print(attempt(lambda: get_close_matches('a', ['a'], n=0)), attempt(lambda: get_close_matches('a', ['a'], cutoff=2)))
text1 = '''  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
'''.splitlines(keepends=True)
text2 = '''  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
'''.splitlines(keepends=True)
result = list(Differ().compare(text1, text2))
print(''.join(result), end='')
diff = list(ndiff('one\ntwo\nthree\n'.splitlines(keepends=True), 'ore\ntree\nemu\n'.splitlines(keepends=True)))
print(''.join(diff), end='')
print(''.join(restore(diff, 1)), end='')
print(''.join(restore(diff, 2)), end='')
print(attempt(lambda: list(restore(diff, 3))))
print(''.join(ndiff(['\tabc\n', 'same\n'], ['\tabd\n', 'same\n'])), end='')
s1 = ['bacon\n', 'eggs\n', 'ham\n', 'guido\n']
s2 = ['python\n', 'eggy\n', 'hamster\n', 'guido\n']
print(''.join(unified_diff(s1, s2, fromfile='before.py', tofile='after.py')), end='')
print(''.join(context_diff(s1, s2, fromfile='before.py', tofile='after.py')), end='')
print(list(unified_diff(['a', 'b'], ['a', 'c'], 'x', 'y', 'd1', 'd2', lineterm='')))
long_a = ['line %d\n' % i for i in range(30)]
long_b = long_a[:]
long_b[3] = 'changed 3\n'
long_b[25:27] = []
long_b.append('new tail\n')
print(''.join(unified_diff(long_a, long_b, n=2)), end='')
print(''.join(context_diff(long_a, long_b, n=1)), end='')
print(list(unified_diff(['same\n'], ['same\n'])), list(context_diff([], [])))
print(list(unified_diff([], ['only\n'])), list(context_diff(['gone\n'], [])))
print(attempt(lambda: list(unified_diff([b'x'], ['y']))), attempt(lambda: list(unified_diff(['x'], ['y'], fromfile=1))))
print(list(difflib.diff_bytes(unified_diff, [b'a\n', b'b\n'], [b'a\n', b'c\n'], b'f1', b'f2')))
print(difflib.IS_LINE_JUNK('\n'), difflib.IS_LINE_JUNK('  #   \n'), difflib.IS_LINE_JUNK('hello\n'), difflib.IS_CHARACTER_JUNK(' '), difflib.IS_CHARACTER_JUNK('x'))
print(list(ndiff(['abcDefghiJkl\n'], ['abcdefGhijkl\n'])))
print(difflib.Match(1, 2, 3), SequenceMatcher[str])
