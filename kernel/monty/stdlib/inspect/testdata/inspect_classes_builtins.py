# signature() of classes (own/inherited __init__ and __new__, metaclass
# __call__, dataclasses, exceptions) and of builtins and their methods.
import inspect
import dataclasses

def attempt(f):
    try:
        return str(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, str(e).split(' at 0x')[0])

class Plain:
    pass
class Init:
    def __init__(self, a, b=1):
        pass
class New:
    def __new__(cls, x, *rest):
        return super().__new__(cls)
class Both:
    def __new__(cls, *a, **k):
        return super().__new__(cls)
    def __init__(self, p, q):
        pass
class Child(Init):
    pass
class Meta(type):
    def __call__(cls, meta_arg):
        return super().__call__()
class ByMeta(metaclass=Meta):
    def __init__(self):
        pass
class Callable:
    def __call__(self, v, *, w=1):
        pass
@dataclasses.dataclass
class DC:
    a: int
    b: str = 'x'
    c: list = dataclasses.field(default_factory=list)
class MyError(Exception):
    pass
class MyList(list):
    pass
for obj in [Plain, Init, New, Both, Child, ByMeta, Callable, Callable(), DC, MyError, object, type, int, str, list, dict, MyList, Exception]:
    print(getattr(obj, '__name__', type(obj).__name__), attempt(lambda: inspect.signature(obj)))
builtins = [len, print, sorted, min, max, abs, isinstance, getattr, iter, next, round, divmod, pow, repr, hash, id, sum, any,
            all, dir, vars, zip, map, filter, range, enumerate, open, input, format, hex, ord, chr, callable, issubclass]
for b in builtins:
    print(b.__name__, attempt(lambda: inspect.signature(b)))
methods = [[].append, [].pop, [].sort, [].insert, {}.get, {}.pop, {}.setdefault, {}.update, ''.split, ''.join, ''.replace,
           ''.encode, ''.startswith, b''.decode, set().add, (1,).index, (1).to_bytes, dict.fromkeys, int.from_bytes,
           str.join, list.append, dict.get, object.__init__, object.__new__, bytes.hex]
for m in methods:
    print(getattr(m, '__qualname__', '?'), attempt(lambda: inspect.signature(m)))
print(attempt(lambda: inspect.signature(1)), dict(inspect.signature(lambda: 0).parameters) == {})
