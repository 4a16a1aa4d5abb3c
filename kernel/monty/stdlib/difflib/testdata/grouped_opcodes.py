# get_grouped_opcodes around long equal runs, at the ends, and with n.
from difflib import SequenceMatcher

a = list(map(str, range(1, 40)))
b = a[:]
b[8:11] = ['i', 'j']
b[30] = 'x'
b.insert(0, 'start')
del b[20]
m = SequenceMatcher(None, a, b)
for n in (0, 1, 2, 3, 5, 100):
    groups = list(m.get_grouped_opcodes(n))
    print(n, len(groups), groups)
print(list(SequenceMatcher(None, 'abc', 'abc').get_grouped_opcodes()), list(SequenceMatcher(None, '', '').get_grouped_opcodes()))
print(list(SequenceMatcher(None, 'abc', 'xyz').get_grouped_opcodes()), list(SequenceMatcher(None, 'a' * 20, 'a' * 9 + 'b' + 'a' * 10).get_grouped_opcodes(2)))
