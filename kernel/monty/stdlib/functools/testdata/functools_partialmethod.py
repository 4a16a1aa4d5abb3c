import functools
class Cell:
    def __init__(self):
        self.state = None
    def set_state(self, value, note=''):
        self.state = (value, note)
    set_alive = functools.partialmethod(set_state, True)
    set_dead = functools.partialmethod(set_state, False, note='rip')
    @classmethod
    def make(cls, n, m):
        return (cls.__name__, n, m)
    make5 = functools.partialmethod(make, 5)
c = Cell()
c.set_alive()
print(c.state)
c.set_dead()
print(c.state)
c.set_alive(note='yay')
print(c.state, Cell.make5(6), c.make5(7))
print(repr(Cell.__dict__['set_dead']).split(' at ')[0], repr(functools.partialmethod(len, 1)))
try:
    functools.partialmethod(5)
except TypeError as e:
    print(e)
pm = functools.partialmethod(Cell.__dict__['set_alive'], note='n')
print(pm.func is Cell.set_state, pm.args, pm.keywords)
print(Cell.__dict__['set_alive'].__isabstractmethod__)
