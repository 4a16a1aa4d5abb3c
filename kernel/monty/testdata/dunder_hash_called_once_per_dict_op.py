# Dict operations call __hash__ once per lookup; __eq__ only on hash collisions with different identity.
calls = []
class K:
    def __init__(self, v): self.v = v
    def __hash__(self):
        calls.append(f"hash{self.v}")
        return hash(self.v)
    def __eq__(self, o):
        calls.append(f"eq{self.v}")
        return self.v == o.v
a = K(1)
d = {a: "x"}
print(calls); calls.clear()
d[a]
print(calls); calls.clear()
d[K(1)]
print(calls); calls.clear()
K(2) in d
print(calls); calls.clear()
