# Strings are immutable: methods return new strings; concatenation in loops builds new ones.
s = "hello"
t = s.upper()
print(s, t, s is not t)
u = s
s += " world"
print(s, u)
try:
    s[0] = "H"
except TypeError as e:
    print("TypeError:", e)
try:
    del s[0]
except TypeError as e:
    print("TypeError:", e)
parts = []
for i in range(5):
    parts.append(str(i))
print("".join(parts), "+".join(parts), sum(map(int, parts)))
acc = ""
for ch in "abc":
    acc = ch + acc
print(acc)
print(s.replace("l", "L") != s, s.strip() == s, s.lower() == s, "x".zfill(1) == "x")
