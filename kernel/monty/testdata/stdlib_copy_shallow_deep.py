# copy.copy vs copy.deepcopy; recursive structures; __copy__/__deepcopy__ hooks.
import copy
orig = {"list": [1, [2, 3]], "t": (1, [2])}
sh = copy.copy(orig)
dp = copy.deepcopy(orig)
orig["list"][1].append(4)
orig["t"][1].append(3)
print(sh, dp)
r = [1]
r.append(r)
rc = copy.deepcopy(r)
print(rc[1] is rc, rc is not r)
class Res:
    def __init__(self, v): self.v, self.log = v, []
    def __copy__(self):
        n = Res(self.v); n.log = ["shallow"]; return n
    def __deepcopy__(self, memo):
        n = Res(copy.deepcopy(self.v, memo)); n.log = ["deep"]; return n
x = Res([1])
print(copy.copy(x).log, copy.deepcopy(x).log, copy.deepcopy(x).v is not x.v)
t = (1, 2)
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.copy([1]) == [1])
class Plain:
    def __init__(self): self.items = [1]
p = Plain()
q = copy.deepcopy(p)
q.items.append(2)
print(p.items, q.items, type(q).__name__)
