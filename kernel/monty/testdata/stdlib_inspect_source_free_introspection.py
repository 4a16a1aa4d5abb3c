# inspect without source access: getmembers with predicates, getmro, isabstract, unwrap, signature of classes.
import inspect, functools, abc
class Base(abc.ABC):
    @abc.abstractmethod
    def run(self): ...
class Impl(Base):
    def __init__(self, a, b=2): pass
    def run(self): return 1
    @property
    def p(self): return 1
print([n for n, v in inspect.getmembers(Impl, inspect.isfunction)], inspect.getmro(Impl)[:2], inspect.isabstract(Base), inspect.isabstract(Impl))
print(inspect.signature(Impl), inspect.signature(Impl.run), inspect.getattr_static(Impl, "p").__class__.__name__)
def deco(f):
    @functools.wraps(f)
    def w(*a): return f(*a)
    return w
@deco
def target(x, y=1): return x
print(inspect.unwrap(target).__name__, inspect.signature(target), inspect.isgeneratorfunction(target))
print(inspect.Parameter.KEYWORD_ONLY, inspect.Signature([inspect.Parameter("z", inspect.Parameter.POSITIONAL_ONLY)]))
