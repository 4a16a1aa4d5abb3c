import types
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        ns = {'prepared_for': name}
        ns.update(kw)
        return ns
    def __new__(mcls, name, bases, ns, **kw):
        return super().__new__(mcls, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
A = types.new_class('A', (), {'metaclass': Meta, 'flag': 1})
print(type(A).__name__, A.prepared_for, A.flag, A.__name__)
def body(ns):
    ns['hello'] = lambda self: 'hi ' + type(self).__name__
B = types.new_class('B', (A,), exec_body=body)
print(type(B).__name__, B().hello(), B.__mro__[1] is A)
meta, ns, kw = types.prepare_class('C', (A,), {'other': 2})
print(meta.__name__, ns, kw)
meta, ns, kw = types.prepare_class('D')
print(meta.__name__, ns, kw)
class M2(type):
    pass
class X(metaclass=M2):
    pass
try:
    types.new_class('Bad', (X, A))
except TypeError as e:
    print(type(e).__name__, e)
print(types.new_class('Plain').__mro__)
