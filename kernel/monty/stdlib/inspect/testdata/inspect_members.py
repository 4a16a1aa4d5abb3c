# getmembers (with and without predicates), getmembers_static,
# getattr_static, getmro, classify_class_attrs, getclasstree.
import inspect

class Base:
    x = 1
    def m(self): return 'base'
    @property
    def p(self): return 'prop'

class Mid(Base):
    y = 2
    def m(self): return 'mid'
    @classmethod
    def c(cls): pass
    @staticmethod
    def s(): pass

class Leaf(Mid):
    __slots__ = ()
    z = 3

class Dyn:
    def __init__(self):
        self.inst = 5
    def __getattr__(self, name):
        return 'dynamic:' + name
    @property
    def prop(self):
        raise RuntimeError('prop ran')

def public(pairs):
    return [n for n, _ in pairs if not n.startswith('__')]

print(public(inspect.getmembers(Leaf)))
print(public(inspect.getmembers(Leaf, inspect.isfunction)), public(inspect.getmembers(Leaf(), inspect.ismethod)))
print(public(inspect.getmembers(Leaf, lambda v: isinstance(v, int))), [v for n, v in inspect.getmembers(Leaf) if n in 'xyz'])
print(public(inspect.getmembers_static(Leaf)), type(dict(inspect.getmembers_static(Mid))['c']).__name__)
print(inspect.getmro(Leaf), inspect.getmro(int), inspect.getmro(object))
d = Dyn()
print(inspect.getattr_static(d, 'inst'), type(inspect.getattr_static(d, 'prop')).__name__, inspect.getattr_static(d, 'nope', 'dflt'))
try:
    inspect.getattr_static(d, 'nope')
except AttributeError as e:
    print('AttributeError', e)
print(getattr(d, 'nope'), type(inspect.getattr_static(Mid, 'c')).__name__, type(inspect.getattr_static(Mid, 's')).__name__)
print(inspect.getattr_static(Leaf, 'x'), inspect.getattr_static(Leaf(), 'z'), inspect.getattr_static(3, 'real') is not None)
class Meta(type):
    meta_attr = 'm'
class WithMeta(metaclass=Meta):
    pass
print(inspect.getattr_static(WithMeta, 'meta_attr'), hasattr(WithMeta(), 'meta_attr'))
for attr in inspect.classify_class_attrs(Mid):
    if not attr.name.startswith('__'):
        print(attr.name, attr.kind, attr.defining_class.__name__, type(attr.object).__name__)
tree = inspect.getclasstree([Leaf, Mid, Base])
def show(t, depth=0):
    for item in t:
        if isinstance(item, list):
            show(item, depth + 1)
        else:
            print('  ' * depth + item[0].__name__, [b.__name__ for b in item[1]])
show(tree)
mod_members = dict(inspect.getmembers(inspect, inspect.isclass))
print([k in mod_members for k in ('Parameter', 'Signature', 'BoundArguments')])
