# NamedTuple and TypedDict in class and functional forms: fields,
# defaults, annotations, methods, errors, total, Required/NotRequired.
from typing import NamedTuple, TypedDict, Required, NotRequired, Annotated, List, Generic, TypeVar, is_typeddict

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

class Point(NamedTuple):
    x: int
    y: int = 0
    label: str = 'p'
    def norm(self):
        return abs(self.x) + abs(self.y)
    @property
    def doubled(self):
        return Point(self.x * 2, self.y * 2)

p = Point(3, -4)
print(p, p.norm(), p.doubled, p._asdict(), p._replace(x=1), Point._make([5, 6, 'q']), Point._fields)
print(Point._field_defaults, Point.__annotations__, Point.__new__.__annotations__ if hasattr(Point.__new__, '__annotations__') else '', p == (3, -4, 'p'))
print(type(p).__mro__[1].__name__, isinstance(p, tuple), Point.__name__, Point.__module__, hash(p) == hash((3, -4, 'p')))
print(attempt(lambda: Point()), attempt(lambda: Point(1, 2, 3, 4)), attempt(lambda: Point(1, z=2)))
P2 = NamedTuple('P2', [('a', int), ('b', List[int])])
P3 = NamedTuple('P3', a=int, b=str)
P4 = NamedTuple('P4', [])
print(P2(1, [2]), P2.__annotations__, P3(1, 'x'), P3._fields, P4(), P4._fields)
print(attempt(lambda: NamedTuple('E', [('a', int)], b=str)))
try:
    class BadOrder(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    print('TypeError', e)
try:
    class BadOrder2(NamedTuple):
        a: int = 1
        b: int = 2
        c: int
except TypeError as e:
    print('TypeError', e)
try:
    class Overwrite(NamedTuple):
        a: int
        def _asdict(self):
            return {}
except AttributeError as e:
    print('AttributeError', e)
try:
    class Mixin(NamedTuple, dict):
        a: int
except TypeError as e:
    print('TypeError', e)

class Movie(TypedDict):
    title: str
    year: int

class Extra(Movie, total=False):
    rating: float
    tags: Required[List[str]]

class Mixed(TypedDict):
    a: int
    b: NotRequired[str]
    c: Annotated[NotRequired[int], 'meta']

m = Movie(title='x', year=1)
print(m, type(m).__name__, Movie.__annotations__, Movie.__total__, sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__))
print(sorted(Extra.__required_keys__), sorted(Extra.__optional_keys__), Extra.__total__, list(Extra.__annotations__))
print(sorted(Mixed.__required_keys__), sorted(Mixed.__optional_keys__), Mixed.__annotations__['c'])
print(is_typeddict(Movie), is_typeddict(Extra), is_typeddict(dict), is_typeddict(Point), Movie.__mro__[1:] == (dict, object))
print(attempt(lambda: isinstance(m, Movie)), attempt(lambda: issubclass(dict, Movie)))
F = TypedDict('F', {'a': int, 'b-c': str})
G = TypedDict('G', {'a': int}, total=False)
print(F(a=1), F.__annotations__, sorted(F.__required_keys__), G.__total__, sorted(G.__optional_keys__), F.__name__, F.__module__)
print(Movie(), Movie(title='t', extra=1), Extra({'rating': 1.0}))
try:
    class BadTD(TypedDict, int):
        a: int
except TypeError as e:
    print('TypeError', e)
