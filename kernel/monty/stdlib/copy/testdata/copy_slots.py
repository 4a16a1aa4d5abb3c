import copy

class A:
    __slots__ = ('x', '__y')
    def __init__(self):
        self.x = [1]
        self.__y = 'hidden'
    def y(self):
        return self.__y

class B(A):
    __slots__ = ('z',)

b = B()
b.z = {'k': 1}
c = copy.copy(b)
d = copy.deepcopy(b)
print(c.x is b.x, d.x is b.x, d.x, d.z, d.y(), type(d).__name__)
e = B()
del e.x
f = copy.copy(e)
print(hasattr(f, 'x'), hasattr(f, 'z'), f.y())

class Mixed:
    __slots__ = ('s', '__dict__')
m = Mixed()
m.s = 1
m.other = 2
m2 = copy.deepcopy(m)
print(m2.s, m2.other)
