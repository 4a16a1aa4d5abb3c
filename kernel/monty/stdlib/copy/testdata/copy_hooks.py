import copy

class Tracked:
    log = []
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        Tracked.log.append('copy')
        return Tracked(self.v)
    def __deepcopy__(self, memo):
        Tracked.log.append('deep')
        r = Tracked(copy.deepcopy(self.v, memo))
        return r
t = Tracked([1])
a = copy.copy(t)
b = copy.deepcopy(t)
print(a.v is t.v, b.v is t.v, b.v, Tracked.log)
nested = copy.deepcopy({'t': [t, t]})
print(nested['t'][0] is nested['t'][1], Tracked.log)
class GetState:
    def __init__(self):
        self.a = 1
        self.b = 2
    def __getstate__(self):
        return ('packed', self.a)
    def __setstate__(self, state):
        self.a = state[1] * 10
g = copy.deepcopy(GetState())
print(vars(g))
