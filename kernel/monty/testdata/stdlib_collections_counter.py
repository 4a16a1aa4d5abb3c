# Counter: counting, most_common, arithmetic, elements, update/subtract, total.
from collections import Counter
c = Counter("abracadabra")
print(c, c.most_common(2), c["a"], c["z"], sorted(c.elements())[:6], c.total())
d = Counter(a=1, b=5, z=2)
print(c + d, c - d, c & d, c | d, -d if False else +Counter(a=-1, b=2))
c.update("zzz")
c.subtract({"a": 10})
print(c, c.most_common()[-1])
print(Counter(["x", "y", "x"]) == Counter({"x": 2, "y": 1}), Counter(a=0) == Counter(), list(Counter("cab")), dict(Counter("aab")))
words = "the cat and the hat and the bat".split()
print(Counter(words).most_common(), sorted(Counter(len(w) for w in words).items()))
