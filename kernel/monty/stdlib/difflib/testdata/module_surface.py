# Names, Match, GenericAlias support, and attributes of SequenceMatcher.
import difflib

print(sorted(set(difflib.__all__) - {'HtmlDiff'}))
m = difflib.Match(1, 2, 3)
print(m, m.a, m.b, m.size, m._fields, difflib.Match._make([4, 5, 6]), tuple(m) == (1, 2, 3))
print(difflib.SequenceMatcher[str], type(difflib.SequenceMatcher[int]).__name__)
s = difflib.SequenceMatcher(None, 'abc', 'abd')
print(s.isjunk, s.autojunk, s.a, s.b, sorted(s.b2j.items()), s.bjunk, s.bpopular)
s.set_seq2('xyz')
print(sorted(s.b2j), s.ratio(), s.get_opcodes())
d = difflib.Differ()
print(d.linejunk, d.charjunk, type(d.compare([], [])).__name__)
print(type(difflib.ndiff([], [])).__name__, type(difflib.unified_diff([], [])).__name__, type(difflib.restore([], 1)).__name__)
