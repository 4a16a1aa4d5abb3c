# Counter-based text analysis: letter frequencies, unions, subtraction floor at zero, comparisons.
from collections import Counter
text = "the quick brown fox jumps over the lazy dog the end"
letters = Counter(c for c in text if c.isalpha())
print(letters.most_common(5), len(letters), sum(letters.values()), letters.total())
words = Counter(text.split())
print(words.most_common(3), words["the"], words["missing"])
a, b = Counter(x=3, y=1), Counter(x=1, y=5, z=2)
print(a - b, b - a, a + b, a | b, a & b, a == Counter(y=1, x=3))
c = Counter(a=3)
c["a"] -= 5
print(c, +c, -c, c.most_common())
print(sorted(Counter({"b": 2, "a": 2, "c": 3}).items(), key=lambda kv: (-kv[1], kv[0])))
