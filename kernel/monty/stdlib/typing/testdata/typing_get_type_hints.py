# get_type_hints: forward references, classes and their MRO, localns and
# globalns, include_extras, None, nested forward refs, errors, modules.
import typing
from typing import get_type_hints, List, Optional, Dict, Annotated, ClassVar, Final, Callable, ForwardRef

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

class Node:
    val: 'int'
    nxt: 'Optional[Node]'
    kids: List['Node']
    meta: Annotated['Dict[str, int]', 'x']
    count: ClassVar[int] = 0
    const: 'Final' = 1

class Leaf(Node):
    leaf: 'bool'
    val: str

def f(a: 'int', b: 'List[Node]', c: None, d: 'Callable[[int], str]' = None, *args: 'bytes', **kw: int) -> 'Leaf':
    pass

def g(x: 'Undefined'):
    pass

def h(x: 'Local') -> 'List[Local]':
    pass

print(get_type_hints(Node))
print(get_type_hints(Node, include_extras=True)['meta'])
print(get_type_hints(Leaf))
print(get_type_hints(f))
print(attempt(lambda: get_type_hints(g)))
class Local:
    pass
print(get_type_hints(h, localns={'Local': Local}))
print(get_type_hints(h, globalns={'Local': int, 'List': list}))
print(attempt(lambda: get_type_hints(1)), get_type_hints(lambda x: x), get_type_hints(len) if False else '')
print(get_type_hints(Leaf.__init__) if False else '', get_type_hints(typing.NamedTuple('NT', [('a', 'int')])))
def deco(fn):
    def wrapper(*a):
        return fn(*a)
    wrapper.__wrapped__ = fn
    wrapper.__annotations__ = fn.__annotations__
    return wrapper
@deco
def wrapped(a: 'Node') -> 'int':
    pass
print(get_type_hints(wrapped))
r = ForwardRef('List[int]')
print(r, r.__forward_arg__, r.__forward_evaluated__, r._evaluate(typing.__dict__, None, frozenset()), r.__forward_evaluated__)
print(ForwardRef('x') == ForwardRef('x'), ForwardRef('x') == ForwardRef('y'), hash(ForwardRef('x')) == hash(ForwardRef('x')))
print(ForwardRef('x', module='m'), attempt(lambda: ForwardRef('1 +')), attempt(lambda: ForwardRef(3)))
print(List['Node'] == List[ForwardRef('Node')], Optional['int'])
class WithStr:
    a: 'ClassVar[int]'
    b: 'Final[int]'
print(get_type_hints(WithStr))
def bad(x: 'ClassVar[int]'):
    pass
print(attempt(lambda: get_type_hints(bad)))
class Shadow:
    List = 'shadowed'
    x: 'List'
print(get_type_hints(Shadow))
