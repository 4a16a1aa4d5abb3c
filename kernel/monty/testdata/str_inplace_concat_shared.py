# s += t appends in place when the str is the last one built that way;
# every str made on the way keeps its own value.
a = "start"
snapshots = []
for piece in ["-one", "-two", "", "-three"]:
    a += piece
    snapshots.append(a)
print(snapshots)

# An alias taken in the middle, then both grown.
b = "x" * 3
b += "y"
alias = b
b += "z"
alias += "w"
print(b, alias, b == "xxxyz", alias == "xxxyw")

# Growing the alias first, then the original.
c = "p"
c += "q"
d = c
d += "r"
c += "s"
print(c, d)

# s = s + t, a concatenation onto the last str, and plain + in between.
e = ""
for i in range(50):
    e += str(i)
    if i % 10 == 0:
        e = e + "|"
f = e + "!"
g = e + "?"
print(len(e), e[-12:], f[-3:], g[-3:])

# Non-ASCII pieces: the length in code points follows.
h = "é"
for ch in "ñü日本":
    h += ch
h2 = h
h += "🙂"
print(h, len(h), h2, len(h2), h[::-1])

# Strs built this way as dict keys and set members.
keys = {}
k = "key"
for i in range(5):
    k += str(i)
    keys[k] = i
print(keys["key0"], keys["key01234"], "key012" in keys, hash(k) == hash("key01234"))

# In attributes, list items, dict values and closures.
class Box:
    def __init__(self):
        self.s = ""

box = Box()
items = ["", "a"]
vals = {"v": "b"}
for i in range(4):
    box.s += "ab"
    items[1] += "c"
    vals["v"] += "d"
print(box.s, items, vals)

def outer():
    s = "o"
    def inner():
        nonlocal s
        s += "i"
        return s
    return inner() + inner()
print(outer())

# A str subclass is not appended to in place.
class S(str):
    pass
s = S("sub")
s += "x"
print(type(s).__name__, s)

# Many pieces: the result is right.
big = ""
for i in range(20000):
    big += "ab"
print(len(big), big.count("ab"), big[:6], big[-6:])
