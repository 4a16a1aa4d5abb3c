# sum() starts from 0, so custom objects need __radd__ to handle 0 + obj.
class Money:
    def __init__(self, cents): self.cents = cents
    def __add__(self, o):
        if isinstance(o, Money):
            return Money(self.cents + o.cents)
        if o == 0:
            return self
        return NotImplemented
    __radd__ = __add__
    def __repr__(self): return f"Money({self.cents})"
print(sum([Money(100), Money(250), Money(5)]), sum([], Money(0)), sum([Money(1)], Money(10)))
class NoRadd:
    def __add__(self, o): return self
try:
    sum([NoRadd(), NoRadd()])
except TypeError as e:
    print("TypeError:", e)
