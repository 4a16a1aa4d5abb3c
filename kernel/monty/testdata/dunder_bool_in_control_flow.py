# __bool__ is consulted by if, while, and/or/not, filter(None), any/all, assert.
calls = []
class Flag:
    def __init__(self, v, name): self.v, self.name = v, name
    def __bool__(self):
        calls.append(self.name)
        return self.v
t, f = Flag(True, "t"), Flag(False, "f")
if t: pass
while f: pass
x = f or t
y = t and f
z = not t
print(x.name, y.name, z, calls); calls.clear()
print([fl.name for fl in filter(None, [t, f, t])], any([f, t, f]), all([t, f, t]), calls); calls.clear()
assert t
print(calls, (t if t else f).name)
class Countdown:
    def __init__(self, n): self.n = n
    def __bool__(self):
        self.n -= 1
        return self.n >= 0
c = Countdown(3)
loops = 0
while c:
    loops += 1
print(loops)
