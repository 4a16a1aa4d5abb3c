# autojunk: popular elements of long sequences stop matching; isjunk too.
from difflib import SequenceMatcher

a = 'x' * 300 + 'needle' + 'y' * 10
b = 'x' * 200 + 'needle' + 'x' * 100
for auto in (True, False):
    m = SequenceMatcher(None, a, b, autojunk=auto)
    print(auto, sorted(m.bpopular), len(m.b2j), m.get_matching_blocks()[:4], round(m.ratio(), 6))
lines_a = ['line %d\n' % (i % 7) for i in range(250)]
lines_b = ['line %d\n' % (i % 5) for i in range(250)]
for auto in (True, False):
    m = SequenceMatcher(None, lines_a, lines_b, autojunk=auto)
    print(auto, sorted(m.bpopular), len(m.get_opcodes()), round(m.ratio(), 6))
short = SequenceMatcher(None, 'a' * 50, 'a' * 199)
print(short.bpopular, round(short.ratio(), 6), SequenceMatcher(None, 'a' * 50, 'a' * 200).bpopular)
j = SequenceMatcher(lambda c: c in 'aeiou', 'the quick brown fox', 'a quick brown dog')
print(sorted(j.bjunk), j.get_matching_blocks(), j.get_opcodes())
blank = SequenceMatcher(lambda s: s.strip() == '', ['a\n', '\n', 'b\n'], ['\n', 'a\n', 'b\n', '\n'])
print(blank.bjunk, blank.get_opcodes(), blank.ratio())
