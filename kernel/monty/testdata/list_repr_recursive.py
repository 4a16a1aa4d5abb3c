# Recursive containers print with ... instead of looping forever.
a = [1, 2]
a.append(a)
print(a, repr(a), str(a), len(a), a[2] is a)
d = {"k": 1}
d["self"] = d
print(d)
b = [a, d]
print(b)
t = ([],)
t[0].append(t)
print(t)
x = [[]]
x[0].append(x)
print(x)
class Node:
    def __init__(self): self.children = []
    def __repr__(self): return f"Node({self.children!r})"
n = Node()
n.children.append(n.children)
print(n)
s = {1: [1]}
s[1].append(s)
print(s)
print(a == a if False else "comparing recursive lists recurses", len(repr(a)))
