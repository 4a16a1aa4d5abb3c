# Set algebra on sets of strings, always sorted before printing.
a = set("hello world".split() + ["python"])
b = {"world", "python", "code"}
print(sorted(a), sorted(b))
print(sorted(a & b), sorted(a | b), sorted(a - b), sorted(a ^ b), a >= {"hello"}, b.isdisjoint({"x"}))
letters = set("mississippi")
print(sorted(letters), len(letters), "".join(sorted(letters, reverse=True)))
