# SequenceMatcher: longest matches, matching blocks, opcodes and ratios.
from difflib import SequenceMatcher

pairs = [('abxcd', 'abcd'), ('qabxcd', 'abycdf'), ('private Thread currentThread;', 'private volatile Thread currentThread;'),
         ('', ''), ('', 'abc'), ('abc', ''), ('abcabc', 'cba'), ('aaaa', 'aa'), ('tide', 'diet'), ('abcd', 'dcba'),
         ([1, 2, 3, 4], [1, 3, 4, 5]), (('x', 'y'), ('y', 'x')), ('a' * 10 + 'b', 'b' + 'a' * 10), ('ab' * 5, 'ba' * 5)]
for a, b in pairs:
    m = SequenceMatcher(None, a, b)
    print(repr(a), repr(b), m.find_longest_match(0, len(a), 0, len(b)), m.get_matching_blocks())
    print('  ', m.get_opcodes(), round(m.ratio(), 6), round(m.quick_ratio(), 6), round(m.real_quick_ratio(), 6))
m = SequenceMatcher(None, ' abcd', 'abcd abcd')
print(m.find_longest_match(), m.find_longest_match(0, 5, 0, 9), m.find_longest_match(1, 3, 5, 9), m.find_longest_match(alo=2, bhi=3))
m = SequenceMatcher(lambda x: x == ' ', ' abcd', 'abcd abcd')
print(m.find_longest_match(0, 5, 0, 9), m.bjunk, sorted(m.b2j.items())[:3], m.bpopular)
m.set_seq1('abcd')
print(m.get_opcodes(), m.ratio())
m.set_seqs('hello', 'yellow')
print(m.get_matching_blocks(), m.get_opcodes(), m.a, m.b)
m.set_seq2('help')
print(m.get_matching_blocks(), [tuple(b) for b in m.get_matching_blocks()], m.get_matching_blocks()[0].size)
for tag, i1, i2, j1, j2 in SequenceMatcher(None, 'qabxcd', 'abycdf').get_opcodes():
    print('{:7}   a[{}:{}] --> b[{}:{}] {!r:>8} --> {!r}'.format(tag, i1, i2, j1, j2, 'qabxcd'[i1:i2], 'abycdf'[j1:j2]))
