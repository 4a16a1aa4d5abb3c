import copy

class L(list):
    def total(self):
        return sum(len(x) for x in self)
l = L([[1], [2, 3]])
l.name = 'n'
l2 = copy.deepcopy(l)
print(l2, l2.total(), l2.name, l2[0] is l[0], type(l2).__name__)
l3 = copy.copy(l)
print(l3, l3[0] is l[0], l3.name)

class D(dict):
    pass
d = D(a=[1])
d.meta = {'m': 1}
d2 = copy.deepcopy(d)
print(d2, d2.meta, d2['a'] is d['a'], type(d2).__name__)

class T(tuple):
    pass
t = T((1, [2]))
t2 = copy.deepcopy(t)
print(t2, type(t2).__name__, t2[1] is t[1])

class Str(str):
    pass
s = copy.deepcopy(Str('abc'))
print(s, type(s).__name__)
class F(float):
    pass
print(copy.copy(F(1.5)), type(copy.copy(F(1.5))).__name__)
