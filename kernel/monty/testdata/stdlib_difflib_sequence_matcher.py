# difflib: SequenceMatcher ratios and opcodes, get_close_matches, unified_diff, ndiff.
import difflib
s = difflib.SequenceMatcher(None, "abcdefg", "abxdefgh")
print(round(s.ratio(), 4), s.get_matching_blocks(), s.get_opcodes())
print(round(difflib.SequenceMatcher(None, "kitten", "sitting").ratio(), 4), difflib.SequenceMatcher(None, [1, 2, 3], [1, 3]).get_opcodes())
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]), difflib.get_close_matches("x", ["a"]), difflib.get_close_matches("wheel", ["while", "wheat", "steel"], n=2, cutoff=0.5))
a = ["one\n", "two\n", "three\n", "four\n"]
b = ["one\n", "2\n", "three\n", "four\n", "five\n"]
print("".join(difflib.unified_diff(a, b, fromfile="a.txt", tofile="b.txt")))
print("".join(difflib.ndiff(["abc\n"], ["abd\n"])))
print(list(difflib.context_diff(["x\n"], ["y\n"], lineterm="\n"))[:4])
