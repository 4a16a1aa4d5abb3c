import copy

def f(x):
    return x + 1
g = lambda: 0
print(copy.copy(f) is f, copy.deepcopy(f) is f, copy.deepcopy(g) is g)
print(copy.copy(len) is len, copy.deepcopy(print) is print)
print(copy.copy(int) is int, copy.deepcopy(dict) is dict)
class K:
    def m(self):
        return self.v
k = K()
k.v = [1]
bm = copy.copy(k.m)
print(bm() is k.v)
dm = copy.deepcopy(k.m)
print(dm() == [1], dm() is k.v, dm.__self__ is not k)
print(copy.deepcopy([f, K])[0] is f, copy.deepcopy({K: f})[K] is f)
print(copy.deepcopy(property(f)) is not None)
