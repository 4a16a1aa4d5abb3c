# difflib helpers: quick_ratio, find_longest_match, autojunk off, Differ output, context diff n=0.
import difflib
s = difflib.SequenceMatcher(None, "private Thread currentThread;", "private volatile Thread currentThread;", autojunk=False)
print(round(s.ratio(), 4), round(s.quick_ratio(), 4), round(s.real_quick_ratio(), 4), s.find_longest_match(0, 29, 0, 38))
print(list(difflib.Differ().compare(["one", "two", "three"], ["one", "tree", "three", "four"])))
a = "a b c d e".split()
b = "a c d x e".split()
print("\n".join(difflib.unified_diff(a, b, lineterm="", n=0)))
print(difflib.get_close_matches("pythn", ["python", "jython", "cython", "pyton", "perl"], n=3, cutoff=0.6))
