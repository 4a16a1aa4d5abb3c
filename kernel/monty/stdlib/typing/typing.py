# typing for monty, written for backyard from the documented behaviour of
# CPython 3.11's module (its reprs and error messages are matched by the
# differential programs in testdata/). Import cost is kept small: the
# collections.abc, collections, contextlib and re classes that aliases
# stand for are imported when an alias first needs its origin, and the
# Supports* protocols and the IO classes are made on first access.

"""Names for type hints (PEP 484 and after) and their runtime support."""

import sys
from abc import ABCMeta, abstractmethod

__all__ = [
    # special forms and type variables
    'Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final',
    'ForwardRef', 'Generic', 'Literal', 'LiteralString', 'Never', 'NoReturn',
    'Optional', 'ParamSpec', 'ParamSpecArgs', 'ParamSpecKwargs', 'Protocol',
    'Self', 'Tuple', 'Type', 'TypeAlias', 'TypeGuard', 'TypeVar',
    'TypeVarTuple', 'Union', 'Unpack', 'Required', 'NotRequired',
    # aliases of collections.abc, collections and others
    'AbstractSet', 'AsyncContextManager', 'AsyncGenerator', 'AsyncIterable',
    'AsyncIterator', 'Awaitable', 'ByteString', 'ChainMap', 'Collection',
    'Container', 'ContextManager', 'Coroutine', 'Counter', 'DefaultDict',
    'Deque', 'Dict', 'FrozenSet', 'Generator', 'Hashable', 'ItemsView',
    'Iterable', 'Iterator', 'KeysView', 'List', 'Mapping', 'MappingView',
    'MutableMapping', 'MutableSequence', 'MutableSet', 'OrderedDict',
    'Reversible', 'Sequence', 'Set', 'Sized', 'ValuesView',
    # protocols and concrete classes
    'SupportsAbs', 'SupportsBytes', 'SupportsComplex', 'SupportsFloat',
    'SupportsIndex', 'SupportsInt', 'SupportsRound', 'NamedTuple',
    'TypedDict', 'BinaryIO', 'IO', 'Match', 'Pattern', 'TextIO', 'AnyStr',
    'Text', 'NewType', 'TYPE_CHECKING',
    # functions and decorators
    'assert_never', 'assert_type', 'cast', 'clear_overloads',
    'dataclass_transform', 'final', 'get_args', 'get_origin', 'get_overloads',
    'get_type_hints', 'is_typeddict', 'no_type_check',
    'no_type_check_decorator', 'overload', 'reveal_type', 'runtime_checkable',
]

TYPE_CHECKING = False
_NoneType = type(None)
_FunctionType = type(lambda: None)
_UnionType = type(int | str)
_GenericAliasType = type(list[int])


def _caller_module(depth=2):
    # The module a TypeVar, NewType or NamedTuple is made in. monty has no
    # sys._getframe; there the answer is __main__.
    getframe = getattr(sys, '_getframe', None)
    if getframe is None:
        return '__main__'
    try:
        return getframe(depth).f_globals.get('__name__', '__main__')
    except (AttributeError, ValueError):
        return '__main__'


def _show(hint):
    """The text an annotation shows inside another one's repr."""
    if hint is ...:
        return '...'
    if isinstance(hint, _FunctionType):
        return hint.__name__
    if not isinstance(hint, type) or isinstance(hint, _GenericAliasType):
        return repr(hint)
    where, name = hint.__module__, hint.__qualname__
    return name if where == 'builtins' else where + '.' + name


def _import_origin(path):
    module, _, name = path.rpartition('.')
    return getattr(__import__(module, fromlist=[name]), name)


def _abc(name):
    import collections.abc
    return getattr(collections.abc, name)


def _as_hint(arg, msg, is_argument=True, allow_special_forms=False):
    """Check one argument of a subscription and normalise it: None becomes
    NoneType and a string a ForwardRef."""
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg, is_argument=is_argument, is_class=allow_special_forms)
    if isinstance(arg, _Subscripted):
        head = arg.__origin__
        banned = head is Generic or head is Protocol
        banned = banned or (head is ClassVar and not allow_special_forms)
        banned = banned or (head is Final and is_argument)
        if banned:
            raise TypeError(f'{arg} is not valid as type argument')
    if any(arg is ok for ok in _BARE_OK):
        return arg
    if allow_special_forms and (arg is ClassVar or arg is Final):
        return arg
    if isinstance(arg, _SpecialForm) or arg is Generic or arg is Protocol:
        raise TypeError(f'Plain {arg} is not valid as type argument')
    if type(arg) is tuple:
        raise TypeError(f'{msg} Got {arg!r:.100}.')
    return arg


def _as_tuple(params):
    return params if isinstance(params, tuple) else (params,)


def _is_typevar_like(x):
    return isinstance(x, (TypeVar, ParamSpec, TypeVarTuple))


def _free_variables(args):
    """The type variables in args, in order of first appearance."""
    found = []
    for arg in args:
        if isinstance(arg, (tuple, list)):
            inner = _free_variables(arg)
        elif _is_typevar_like(arg):
            inner = [arg]
        elif isinstance(arg, type) and not isinstance(arg, _GenericAliasType):
            continue
        else:
            inner = getattr(arg, '__parameters__', ())
            if not isinstance(inner, tuple):
                continue
        for var in inner:
            if var not in found:
                found.append(var)
    return tuple(found)


def _arity_check(owner, args, expected):
    if not expected:
        raise TypeError(f'{owner} is not a generic class')
    got = len(args)
    if got != expected:
        word = 'many' if got > expected else 'few'
        raise TypeError(f'Too {word} arguments for {owner}; actual {got}, expected {expected}')


def _unique(items):
    out = []
    for item in items:
        if item not in out:
            out.append(item)
    return out


class _Unions:
    """Mixin: X | Y is Union[X, Y] for typing's objects."""

    __slots__ = ()

    def __or__(self, rhs):
        return Union[self, rhs]

    def __ror__(self, lhs):
        return Union[lhs, self]


# --- type variables -----------------------------------------------------

class _Variable(_Unions):
    """What TypeVar, ParamSpec and TypeVarTuple share."""

    def __reduce__(self):
        return self.__name__

    def __init_subclass__(cls, *a, **kw):
        if cls.__module__ != __name__:
            raise TypeError('Cannot subclass special typing classes')

    def _set_module(self):
        where = _caller_module(3)
        if where != 'typing':
            self.__module__ = where

    def _named(self, name, co, contra):
        if co and contra:
            raise ValueError('Bivariant types are not supported.')
        self.__name__ = name
        self.__covariant__, self.__contravariant__ = bool(co), bool(contra)

    def __repr__(self):
        # + covariant, - contravariant, ~ invariant
        sign = '+' if self.__covariant__ else '-' if self.__contravariant__ else '~'
        return sign + self.__name__

    # A type variable is its own copy.
    __copy__ = lambda self: self
    __deepcopy__ = lambda self, memo: self


class TypeVar(_Variable):
    """A type variable: T = TypeVar('T'), with optional constraints or an
    upper bound, and a variance."""

    def __init__(self, name, *constraints, bound=None, covariant=False,
                 contravariant=False):
        self._named(name, covariant, contravariant)
        if bound is not None and constraints:
            raise TypeError('Constraints cannot be combined with bound=...')
        if len(constraints) == 1:
            raise TypeError('A single constraint is not allowed')
        self.__constraints__ = tuple(
            _as_hint(c, 'TypeVar(name, constraint, ...): constraints must be types.')
            for c in constraints)
        self.__bound__ = None if bound is None else _as_hint(bound, 'Bound must be a type.')
        self._set_module()

    def __typing_subst__(self, value):
        return _as_hint(value, 'Parameters to generic types must be types.')


class TypeVarTuple(_Variable):
    """A variadic type variable: Ts = TypeVarTuple('Ts'); use as *Ts."""

    def __init__(self, name):
        self.__name__ = name
        self._set_module()

    def __repr__(self):
        return str(self.__name__)

    def __iter__(self):
        yield Unpack[self]


class _SpecPart:
    # P.args and P.kwargs: which part of ParamSpec P they stand for.
    _part = ''

    def __init__(self, spec):
        self.__origin__ = spec

    def __repr__(self):
        return f'{self.__origin__.__name__}.{self._part}'

    def __eq__(self, rhs):
        if type(rhs) is not type(self):
            return NotImplemented
        return rhs.__origin__ == self.__origin__


class ParamSpecArgs(_SpecPart):
    """P.args: the positional arguments of a ParamSpec P."""
    _part = 'args'


class ParamSpecKwargs(_SpecPart):
    """P.kwargs: the keyword arguments of a ParamSpec P."""
    _part = 'kwargs'


class ParamSpec(_Variable):
    """A parameter specification variable, for the parameters of a
    callable: P = ParamSpec('P'); Callable[P, int]."""

    def __init__(self, name, *, bound=None,
                 covariant=False, contravariant=False):
        self._named(name, covariant, contravariant)
        self.__bound__ = None if bound is None else _as_hint(bound, 'Bound must be a type.')
        self._set_module()

    args = property(lambda spec: ParamSpecArgs(spec), doc='The positional arguments, P.args.')
    kwargs = property(lambda spec: ParamSpecKwargs(spec), doc='The keyword arguments, P.kwargs.')


# --- special forms ------------------------------------------------------

class _SpecialForm(_Unions):
    # One of typing's special forms (Union, Optional, ClassVar, ...):
    # subscriptable where the form takes arguments, never a class. Each
    # form has its own __doc__, hence no docstring here.

    __slots__ = ('_name', '__doc__', '_subscript')

    def __init__(self, subscript, name=None, doc=None):
        self._subscript = subscript
        self._name = name or subscript.__name__
        self.__doc__ = doc or subscript.__doc__

    def __getattr__(self, attr):
        if attr in ('__name__', '__qualname__'):
            return self._name
        raise AttributeError(attr)

    def __repr__(self):
        return f'typing.{self._name}'

    def __reduce__(self):
        return self._name

    def __call__(self, *a, **kw):
        raise TypeError(f'Cannot instantiate {self!r}')

    def __mro_entries__(self, orig_bases):
        raise TypeError(f'Cannot subclass {self!r}')

    def __instancecheck__(self, thing):
        raise TypeError(f'{self} cannot be used with isinstance()')

    def __subclasscheck__(self, klass):
        raise TypeError(f'{self} cannot be used with issubclass()')

    def __getitem__(self, key):
        return self._subscript(self, key)


def _form(fn):
    return _SpecialForm(fn)


def _not_subscriptable(self, parameters):
    raise TypeError(f'{self} is not subscriptable')


def _bare(name, doc):
    return _SpecialForm(_not_subscriptable, name, doc)


class _AnyType(type):
    def __repr__(cls):
        if cls is Any:
            return 'typing.Any'
        return type.__repr__(cls)

    def __instancecheck__(cls, thing):
        if cls is not Any:
            return type.__instancecheck__(cls, thing)
        raise TypeError('typing.Any cannot be used with isinstance()')


class Any(metaclass=_AnyType):
    """The type every type is compatible with, both ways."""

    def __new__(cls, *a, **kw):
        if cls is not Any:
            return object.__new__(cls)
        raise TypeError('Any cannot be instantiated')


NoReturn = _bare('NoReturn', 'A function that never returns.')
Never = _bare('Never', 'The bottom type: no value has it.')
Self = _bare('Self', 'The type of the enclosing class.')
LiteralString = _bare('LiteralString', 'A str built only from literals.')
TypeAlias = _bare('TypeAlias', 'Marks an explicit type alias: X: TypeAlias = int.')
_BARE_OK = (Any, NoReturn, Never, Self, LiteralString, TypeAlias)


def _one_argument(form, item):
    return _Subscripted(form, (_as_hint(item, f'{form} accepts only single type.'),))


@_form
def ClassVar(form, item):
    """A class variable, not an instance attribute: x: ClassVar[int]."""
    return _one_argument(form, item)


@_form
def Final(form, item):
    """A name that may not be reassigned or overridden: x: Final = 3."""
    return _one_argument(form, item)


@_form
def TypeGuard(form, item):
    """The return type of a function that narrows its argument."""
    return _one_argument(form, item)


@_form
def Required(form, item):
    """A key a TypedDict declared with total=False must have."""
    return _one_argument(form, item)


@_form
def NotRequired(form, item):
    """A key a total TypedDict may lack."""
    return _one_argument(form, item)


def _flatten_union(args):
    out = []
    for arg in args:
        if isinstance(arg, (_UnionAlias, _UnionType)):
            out.extend(arg.__args__)
        else:
            out.append(arg)
    return tuple(_unique(out))


@_form
def Union(form, item):
    """Union[X, Y]: a value of type X or of type Y."""
    if item == ():
        raise TypeError('Cannot take a Union of no types.')
    members = _flatten_union(
        _as_hint(p, 'Union[arg, ...]: each arg must be a type.') for p in _as_tuple(item))
    if len(members) == 1:
        return members[0]
    optional = len(members) == 2 and _NoneType in members
    return _UnionAlias(form, members, 'Optional' if optional else None)


@_form
def Optional(form, item):
    """Optional[X] is Union[X, None]."""
    return Union[_as_hint(item, f'{form} requires a single type.'), _NoneType]


@_form
def Literal(form, item):
    """Literal[v, ...]: exactly one of the given values."""
    values = []
    for value in _as_tuple(item):
        if isinstance(value, _LiteralAlias):
            values.extend(value.__args__)
        else:
            values.append(value)
    kept, seen = [], []
    for value in values:
        key = (value, type(value))
        if key not in seen:
            seen.append(key)
            kept.append(value)
    return _LiteralAlias(form, tuple(kept))


@_form
def Concatenate(form, item):
    """Concatenate[X, P]: a ParamSpec P with X put in front."""
    if item == ():
        raise TypeError('Cannot take a Concatenate of no types.')
    *front, last = _as_tuple(item)
    if last is not ... and not isinstance(last, ParamSpec):
        raise TypeError('The last parameter to Concatenate should be a ParamSpec variable or ellipsis.')
    front = [_as_hint(p, 'Concatenate[arg, ...]: each arg must be a type.') for p in front]
    return _ConcatAlias(form, (*front, last))


@_form
def Unpack(form, item):
    """Unpack[Ts] is *Ts."""
    return _UnpackAlias(form, (_as_hint(item, f'{form} accepts only single type.'),))


# --- generic aliases ----------------------------------------------------

_ALIAS_OWN = frozenset({'_origin', '_name', '_inst', '_nparams'})


class _Alias(_Unions):
    """What every generic alias of typing shares. The origin may be given as
    a dotted path, imported when first needed."""

    def __init__(self, origin, name=None, inst=True):
        self._origin = origin
        self._name = name
        self._inst = inst

    @property
    def __origin__(self):
        origin = self._origin
        if type(origin) is str:
            origin = self._origin = _import_origin(origin)
        return origin

    def _origin_key(self):
        return self._origin

    def __call__(self, *a, **kw):
        if not self._inst:
            raise TypeError(f'Type {self._name} cannot be instantiated; '
                            f'use {self.__origin__.__name__}() instead')
        made = self.__origin__(*a, **kw)
        try:
            made.__orig_class__ = self
        except (AttributeError, TypeError):
            pass
        return made

    def __mro_entries__(self, orig_bases):
        # class C(List[int]) derives from list, and from Generic unless a
        # later base brings it.
        head = self.__origin__
        later = orig_bases[orig_bases.index(self) + 1:]
        brings_generic = any(isinstance(b, _Alias) or (isinstance(b, type) and issubclass(b, Generic))
                             for b in later)
        entries = () if head in orig_bases else (head,)
        return entries if brings_generic else entries + (Generic,)

    def __getattr__(self, attr):
        if attr == '__name__' or attr == '__qualname__':
            return self._name or self.__origin__.__name__
        # Dunders and the alias's own slots are not the origin's.
        if attr[:2] == '__' and attr[-2:] == '__' or attr in _ALIAS_OWN:
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)

    def __instancecheck__(self, thing):
        return self.__subclasscheck__(type(thing))

    def __subclasscheck__(self, klass):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')

    def __dir__(self):
        return sorted(set(object.__dir__(self)) | {a for a in dir(self.__origin__) if not a.startswith('_')})


class _Special(_Alias):
    """An unsubscripted alias such as typing.List: subscript it to get
    List[int]; isinstance and issubclass go to its origin."""

    def __init__(self, origin, arity, name, inst=True):
        super().__init__(origin, name, inst)
        self._nparams = arity
        self.__doc__ = f'A generic version of {origin if type(origin) is str else origin.__qualname__}.'

    def __repr__(self):
        return f'typing.{self._name}'

    def __reduce__(self):
        return self._name

    def __getitem__(self, key):
        checked = tuple(_as_hint(p, 'Parameters to generic types must be types.')
                        for p in _as_tuple(key))
        _arity_check(self, checked, self._nparams)
        return _Subscripted(self._origin, checked, self._name, self._inst)

    def __subclasscheck__(self, klass):
        if not isinstance(klass, _Alias):
            return issubclass(klass, self.__origin__)
        if type(klass) is _Special or isinstance(klass, _Special):
            return issubclass(klass.__origin__, self.__origin__)
        return _Alias.__subclasscheck__(self, klass)

    def __instancecheck__(self, thing):
        return isinstance(thing, self.__origin__)


class _Subscripted(_Alias):
    """A subscripted generic: List[int], Box[T], ClassVar[int], ..."""

    def __init__(self, origin, args, name=None, inst=True):
        super().__init__(origin, name, inst)
        self.__args__ = _as_tuple(args)
        self.__parameters__ = _free_variables(self.__args__)
        if not name:
            self.__module__ = getattr(origin, '__module__', 'typing')

    def copy_with(self, new_args):
        return type(self)(self._origin, new_args, self._name, self._inst)

    def __eq__(self, other):
        if not isinstance(other, _Subscripted) or isinstance(other, (_UnionAlias, _LiteralAlias)):
            return NotImplemented
        return self._origin_key() == other._origin_key() and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self._origin_key(), self.__args__))

    def __repr__(self):
        head = 'typing.' + self._name if self._name else _show(self.__origin__)
        if not self.__args__:
            return head + '[()]'
        return head + '[' + ', '.join(map(_show, self.__args__)) + ']'

    def __reduce__(self):
        # List[int] rebuilds as typing.List[int], Box[int] as Box[int].
        head = globals()[self._name] if self._name in globals() else self.__origin__
        return _rebuild_alias, (head, self.__args__)

    def __getitem__(self, key):
        if self.__origin__ is Generic or self.__origin__ is Protocol:
            raise TypeError(f'Cannot subscript already-subscripted {self}')
        variables = self.__parameters__
        if not variables:
            raise TypeError(f'{self} is not a generic class')
        args = _as_tuple(key)
        if len(variables) == 1 and isinstance(variables[0], ParamSpec) and not (
                len(args) == 1 and (isinstance(args[0], (list, tuple, ParamSpec)) or args[0] is ...)):
            args = (args,)
        args = tuple(a if isinstance(a, (list, tuple)) else
                     _as_hint(a, 'Parameters to generic types must be types.') for a in args)
        _arity_check(self, args, len(variables))
        table = dict(zip(variables, args))
        return self.copy_with(tuple(_substitute(a, table) for a in self.__args__))

    def __mro_entries__(self, orig_bases):
        head = self.__origin__
        if self._name:
            return _Alias.__mro_entries__(self, orig_bases)
        if head is not Generic:
            return (head,)
        # Generic[T] adds nothing when Protocol or another alias brings it.
        later = orig_bases[orig_bases.index(self) + 1:]
        if Protocol in orig_bases or any(isinstance(b, _Alias) and b is not self for b in later):
            return ()
        return (Generic,)


def _rebuild_alias(origin, args):
    return origin[args if len(args) != 1 else args[0]]


def _substitute(arg, table):
    if _is_typevar_like(arg):
        value = table.get(arg, arg)
        if isinstance(arg, ParamSpec) and isinstance(value, list):
            return tuple(value)
        return value
    if type(arg) in (list, tuple):
        return type(arg)(_substitute(a, table) for a in arg)
    inner = getattr(arg, '__parameters__', None)
    if isinstance(inner, tuple) and inner and not isinstance(arg, type):
        return arg[tuple(table.get(p, p) for p in inner)]
    return arg


class _UnionAlias(_Subscripted):
    """Union[X, Y]; Optional[X] when one of two members is None."""

    def copy_with(self, new_args):
        return Union[new_args]

    def __eq__(self, rhs):
        if isinstance(rhs, (_UnionAlias, _UnionType)):
            return frozenset(rhs.__args__) == frozenset(self.__args__)
        return NotImplemented

    def __hash__(self):
        # As int | str hashes, which compares equal.
        members = frozenset(self.__args__)
        return hash(members)

    def __repr__(self):
        members = self.__args__
        if len(members) == 2 and _NoneType in members:
            (other,) = [m for m in members if m is not _NoneType]
            return f'typing.Optional[{_show(other)}]'
        return f"typing.Union[{', '.join(map(_show, members))}]"

    def __instancecheck__(self, thing):
        return self.__subclasscheck__(type(thing))

    def __subclasscheck__(self, klass):
        for member in self.__args__:
            if issubclass(klass, member):
                return True
        return False

    def __reduce__(self):
        return _rebuild_alias, (Union, self.__args__)

    def __mro_entries__(self, orig_bases):
        raise TypeError(f'Cannot subclass {self!r}')


class _LiteralAlias(_Subscripted):
    """Literal[v, ...]: compared as a set of (value, type) pairs."""

    def _pairs(self):
        return {(v, type(v)) for v in self.__args__}

    def __eq__(self, other):
        if not isinstance(other, _LiteralAlias):
            return NotImplemented
        return self._pairs() == other._pairs()

    def __hash__(self):
        return hash(frozenset(self._pairs()))

    def __repr__(self):
        return 'typing.Literal[' + ', '.join(map(repr, self.__args__)) + ']'


class _ConcatAlias(_Subscripted):
    def copy_with(self, new_args):
        *front, last = new_args
        if isinstance(last, (tuple, list)):
            return (*front, *last)
        return Concatenate[new_args]


class _UnpackAlias(_Subscripted):
    def __repr__(self):
        (inner,) = self.__args__
        return f'*{inner!r}'


def _is_params_form(arg):
    return arg is ... or isinstance(arg, (tuple, list, ParamSpec, _ConcatAlias))


class _CallableAlias(_Subscripted):
    """Callable[[A, B], R]: __args__ holds (A, B, R)."""

    def copy_with(self, new_args):
        if len(new_args) == 2 and isinstance(new_args[0], tuple):
            new_args = (*new_args[0], new_args[1])
        return _CallableAlias(self._origin, new_args, self._name, self._inst)

    def _as_written(self):
        # (params, result) as in Callable[params, result]
        *params, result = self.__args__
        if len(params) == 1 and _is_params_form(params[0]):
            return params[0], result
        return params, result

    def __repr__(self):
        params, result = self._as_written()
        if type(params) is list:
            params = '[' + ', '.join(map(_show, params)) + ']'
        else:
            params = _show(params)
        return f'typing.Callable[{params}, {_show(result)}]'

    def __reduce__(self):
        return _rebuild_alias, (Callable, self._as_written())


class _CallableSpecial(_Special):
    def __getitem__(self, key):
        if type(key) is not tuple or len(key) != 2:
            raise TypeError('Callable must be used as Callable[[arg, ...], result].')
        given, result = key
        result = _as_hint(result, 'Callable[args, result]: result must be a type.')
        if given is ...:
            flat = (...,)
        else:
            flat = tuple(p if p is ... else _as_hint(p, 'Callable[args, result]: each arg must be a type.')
                         for p in (tuple(given) if isinstance(given, list) else _as_tuple(given)))
        return _CallableAlias(self._origin, flat + (result,), 'Callable')


class _TupleSpecial(_Special):
    def __getitem__(self, key):
        if key == ():
            return _Subscripted(tuple, (), 'Tuple', False)
        items = _as_tuple(key)
        variadic = len(items) > 1 and items[-1] is ...
        if variadic:
            items = items[:-1]
        msg = 'Tuple[t, ...]: t must be a type.' if variadic else 'Tuple[t0, t1, ...]: each t must be a type.'
        items = tuple(_as_hint(p, msg) for p in items)
        return _Subscripted(tuple, items + (...,) if variadic else items, 'Tuple', False)


class _AnnotatedAlias(_Subscripted):
    """Annotated[T, x, ...]: T carrying metadata for tools."""

    def __init__(self, base, extra):
        # Annotated[Annotated[T, a], b] is Annotated[T, a, b].
        while isinstance(base, _AnnotatedAlias):
            base, extra = base.__origin__, base.__metadata__ + extra
        super().__init__(base, (base,))
        self.__metadata__ = extra

    def copy_with(self, new_args):
        (base,) = new_args
        return _AnnotatedAlias(base, self.__metadata__)

    def __repr__(self):
        extra = ', '.join(map(repr, self.__metadata__))
        return f'typing.Annotated[{_show(self.__origin__)}, {extra}]'

    def __reduce__(self):
        return _rebuild_alias, (Annotated, (self.__origin__,) + self.__metadata__)

    def __eq__(self, rhs):
        if isinstance(rhs, _AnnotatedAlias):
            return (self.__origin__, self.__metadata__) == (rhs.__origin__, rhs.__metadata__)
        return NotImplemented

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__, 'Annotated'))

    def __mro_entries__(self, orig_bases):
        return (self.__origin__,)


class Annotated:
    """Annotated[T, x]: the type T with metadata x, which type checkers
    ignore and tools may read (get_type_hints(include_extras=True))."""

    __slots__ = ()

    def __new__(cls, *a, **kw):
        raise TypeError('Type Annotated cannot be instantiated.')

    def __class_getitem__(cls, key):
        if type(key) is not tuple or len(key) < 2:
            raise TypeError('Annotated[...] should be used with at least two arguments (a type and an annotation).')
        base, *extra = key
        base = _as_hint(base, 'Annotated[t, ...]: t must be a type.', allow_special_forms=True)
        return _AnnotatedAlias(base, tuple(extra))

    def __init_subclass__(cls, *a, **kw):
        raise TypeError(f'Cannot subclass {cls.__module__}.Annotated')


# --- Generic and Protocol -------------------------------------------------

def _is_declarable(p):
    # What Generic[...] may list: type variables, and *Ts.
    if _is_typevar_like(p):
        return True
    return isinstance(p, _UnpackAlias) and isinstance(p.__args__[0], TypeVarTuple)


def _fit_arguments(cls, items, variables):
    # The arguments of cls[...] matched to its type variables. A ParamSpec
    # takes a list of types, kept as a tuple; a class whose only variable
    # is a ParamSpec takes its types bare: C[int, str] is C[[int, str]].
    if not any(isinstance(v, ParamSpec) for v in variables):
        _arity_check(cls, items, len(variables))
        return items
    if len(variables) == 1 and not _is_params_form(items[0] if items else None):
        return (items,)
    _arity_check(cls, items, len(variables))
    return tuple(tuple(p) if isinstance(v, ParamSpec) and isinstance(p, list) else p
                 for p, v in zip(items, variables))


class Generic:
    """The base of generic classes: class Box(Generic[T]) makes Box[int]
    mean a Box of ints."""

    _is_protocol = False
    __slots__ = ()

    def __class_getitem__(cls, key):
        items = tuple(_NoneType if p is None else ForwardRef(p) if isinstance(p, str) else p
                      for p in _as_tuple(key))
        if cls is not Generic and cls is not Protocol:
            items = _fit_arguments(cls, items, cls.__dict__.get('__parameters__', ()))
        elif not items:
            raise TypeError(f'Parameter list to {cls.__qualname__}[...] cannot be empty')
        elif any(not _is_declarable(p) for p in items):
            raise TypeError(f'Parameters to {cls.__name__}[...] must all be type variables or parameter specification variables.')
        elif len(_unique(items)) < len(items):
            raise TypeError(f'Parameters to {cls.__name__}[...] must all be unique')
        return _Subscripted(cls, items)

    def __init_subclass__(cls, *a, **kw):
        super().__init_subclass__(*a, **kw)
        own = cls.__dict__
        if '__orig_bases__' in own:
            plain = Generic in own['__orig_bases__']
        else:
            plain = (Generic in cls.__bases__ and cls.__name__ != 'Protocol'
                     and type(cls) is not _TypedDictType)
        if plain:
            raise TypeError('Cannot inherit from plain Generic')
        if '__orig_bases__' not in own:
            cls.__parameters__ = own.get('__parameters__', ())
            return
        bases = own['__orig_bases__']
        found = _free_variables(bases)
        declared = None
        for base in bases:
            if isinstance(base, _Subscripted) and base.__origin__ is Generic:
                if declared is not None:
                    raise TypeError('Cannot inherit from Generic[...] multiple times.')
                declared = base.__parameters__
        if declared is not None:
            extra = [v for v in found if v not in declared]
            if extra:
                raise TypeError(
                    f"Some type variables ({', '.join(map(str, extra))}) are not "
                    f"listed in Generic[{', '.join(map(str, declared))}]")
            found = declared
        cls.__parameters__ = tuple(found)


_SKIPPED_ATTRS = frozenset({
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__',
    '__module__', '__new__', '__slots__', '__subclasshook__', '__weakref__',
    '__class_getitem__', '_is_protocol', '_is_runtime_protocol', '__parameters__',
    '__orig_bases__', '__qualname__', '__init_subclass__', '__classcell__',
    '__match_args__', '__protocol_attrs__', '__firstlineno__',
    '__static_attributes__', '_MutableMapping__marker',
})


def _protocol_members(cls):
    members = []
    for base in cls.__mro__[:-1]:
        if base is Protocol or base is Generic:
            continue
        own = base.__dict__
        for name in own:
            if name not in members and not name.startswith('_abc_') and name not in _SKIPPED_ATTRS:
                members.append(name)
        for name in own.get('__annotations__', ()):
            if name not in members and not name.startswith('_abc_') and name not in _SKIPPED_ATTRS:
                members.append(name)
    return members


def _only_methods(cls, members):
    for name in members:
        if not callable(getattr(cls, name, None)):
            return False
    return True


def _must_be_runtime(cls):
    if not getattr(cls, '_is_runtime_protocol', False):
        raise TypeError('Instance and class checks can only be used with '
                        '@runtime_checkable protocols')


def _has_members(members, other):
    # Structural check: every member is defined (not None) somewhere in
    # other's MRO, or annotated there by a protocol; the first class of
    # the MRO that has it decides.
    mro = other.__mro__
    for name in members:
        for b in mro:
            own = b.__dict__
            if name in own:
                if own[name] is None:
                    return False
                break
            if own.get('_is_protocol', False) and name in own.get('__annotations__', {}):
                break
        else:
            return False
    return True


def _instance_has_members(cls, members, thing):
    for name in members:
        if not hasattr(thing, name):
            return False
        if callable(getattr(cls, name, None)) and getattr(thing, name) is None:
            return False
    return True


class _ProtocolType(ABCMeta):
    # isinstance and issubclass against a protocol class check members;
    # against a class merely deriving from one, they are ABCMeta's.

    def __instancecheck__(cls, thing):
        if not cls.__dict__.get('_is_protocol', False):
            return ABCMeta.__instancecheck__(cls, thing)
        _must_be_runtime(cls)
        members = _protocol_members(cls)
        if _only_methods(cls, members) and _has_members(members, type(thing)):
            return True
        return _instance_has_members(cls, members, thing) or ABCMeta.__subclasscheck__(cls, type(thing))

    def __subclasscheck__(cls, klass):
        if not cls.__dict__.get('_is_protocol', False):
            return ABCMeta.__subclasscheck__(cls, klass)
        _must_be_runtime(cls)
        members = _protocol_members(cls)
        if not _only_methods(cls, members):
            raise TypeError("Protocols with non-method members don't support issubclass()")
        if isinstance(klass, type):
            return _has_members(members, klass) or ABCMeta.__subclasscheck__(cls, klass)
        raise TypeError('issubclass() arg 1 must be a class')


def _protocol_init(self, *args, **kwargs):
    # Put on protocol classes: a protocol itself cannot be made; a concrete
    # class deriving from one runs the first real __init__ after it.
    cls = type(self)
    if cls.__dict__.get('_is_protocol', False):
        raise TypeError('Protocols cannot be instantiated')
    for base in cls.__mro__:
        init = base.__dict__.get('__init__')
        if init is not None and init is not _protocol_init:
            init(self, *args, **kwargs)
            return
    object.__init__(self)


_PROTOCOL_BASES_OK = {
    'collections.abc': {'AsyncIterable', 'Awaitable', 'Buffer', 'Callable', 'Collection',
                        'Container', 'Hashable', 'Iterable', 'Iterator', 'Reversible', 'Sized'},
    'contextlib': {'AbstractContextManager', 'AbstractAsyncContextManager'},
}


class Protocol(Generic, metaclass=_ProtocolType):
    """The base of protocol classes, which structural checkers match by the
    members a class has; @runtime_checkable lets isinstance do so too."""

    _is_runtime_protocol = False
    _is_protocol = True
    __slots__ = ()

    def __init_subclass__(cls, *a, **kw):
        Generic.__dict__['__init_subclass__'].__func__(cls, *a, **kw)
        # A class is a protocol when Protocol is among its direct bases.
        if '_is_protocol' not in cls.__dict__ or not cls.__dict__['_is_protocol']:
            cls._is_protocol = Protocol in cls.__bases__
        if not cls._is_protocol:
            return
        for base in cls.__bases__:
            fine = (base is object or base is Generic
                    or base.__name__ in _PROTOCOL_BASES_OK.get(base.__module__, ())
                    or (issubclass(base, Generic) and base._is_protocol))
            if not fine:
                raise TypeError('Protocols can only inherit from other protocols, got %r' % base)
        if cls.__init__ is object.__init__ or cls.__init__ is _protocol_init:
            cls.__init__ = _protocol_init


def runtime_checkable(cls):
    """Let isinstance and issubclass check a protocol class structurally."""
    if isinstance(cls, type) and issubclass(cls, Generic) and cls._is_protocol:
        setattr(cls, '_is_runtime_protocol', True)
        return cls
    raise TypeError('@runtime_checkable can be only applied to protocol classes, got %r' % cls)


# --- the aliases ----------------------------------------------------------

List = _Special(list, 1, 'List', inst=False)
Dict = _Special(dict, 2, 'Dict', inst=False)
Set = _Special(set, 1, 'Set', inst=False)
FrozenSet = _Special(frozenset, 1, 'FrozenSet', inst=False)
Type = _Special(type, 1, 'Type', inst=False)
Tuple = _TupleSpecial(tuple, -1, 'Tuple', inst=False)
Callable = _CallableSpecial('collections.abc.Callable', 2, 'Callable')
Deque = _Special('collections.deque', 1, 'Deque')
DefaultDict = _Special('collections.defaultdict', 2, 'DefaultDict')
OrderedDict = _Special('collections.OrderedDict', 2, 'OrderedDict')
Counter = _Special('collections.Counter', 1, 'Counter')
ChainMap = _Special('collections.ChainMap', 2, 'ChainMap')
ContextManager = _Special('contextlib.AbstractContextManager', 1, 'ContextManager')
AsyncContextManager = _Special('contextlib.AbstractAsyncContextManager', 1, 'AsyncContextManager')
Pattern = _Special('re.Pattern', 1, 'Pattern')
Match = _Special('re.Match', 1, 'Match')
AbstractSet = _Special('collections.abc.Set', 1, 'AbstractSet')

for _name, _count in (
        ('Hashable', 0), ('Sized', 0), ('ByteString', 0), ('Awaitable', 1),
        ('Coroutine', 3), ('AsyncIterable', 1), ('AsyncIterator', 1),
        ('Iterable', 1), ('Iterator', 1), ('Reversible', 1), ('Container', 1),
        ('Collection', 1), ('MutableSet', 1), ('Mapping', 2),
        ('MutableMapping', 2), ('Sequence', 1), ('MutableSequence', 1),
        ('MappingView', 1), ('KeysView', 1), ('ItemsView', 2),
        ('ValuesView', 1), ('Generator', 3), ('AsyncGenerator', 2)):
    globals()[_name] = _Special('collections.abc.' + _name, _count, _name)
del _name, _count

Text = str
AnyStr = TypeVar('AnyStr', bytes, str)
# The type variables typing itself uses (not in __all__, but its names).
T, KT, VT = TypeVar('T'), TypeVar('KT'), TypeVar('VT')
T_co, V_co, VT_co = (TypeVar(n, covariant=True) for n in ('T_co', 'V_co', 'VT_co'))
T_contra = TypeVar('T_contra', contravariant=True)
CT_co = TypeVar('CT_co', covariant=True, bound=type)
for _var in (AnyStr, T, KT, VT, T_co, V_co, VT_co, T_contra, CT_co):
    _var.__module__ = 'typing'
del _var


# --- NamedTuple, TypedDict, NewType -------------------------------------

_NT_FORBIDDEN = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__',
                           '_fields', '_field_defaults', '_make', '_replace',
                           '_asdict', '_source'})
_NT_SKIP = frozenset({'__module__', '__name__', '__annotations__'})


def _named_tuple(name, fields, module, defaults=()):
    from collections import namedtuple
    hints = {}
    for field, hint in fields:
        hints[field] = _as_hint(hint, f'field {field} annotation must be a type')
    cls = namedtuple(name, list(hints), defaults=defaults, module=module)
    cls.__annotations__ = cls.__new__.__annotations__ = hints
    return cls


class NamedTupleMeta(type):
    def __new__(mcls, name, bases, ns):
        for base in bases:
            if base is not _NamedTupleBase and base is not Generic:
                raise TypeError('can only inherit from a NamedTuple type and Generic')
        hints = ns.get('__annotations__', {})
        with_default = []
        for field in hints:
            if field in ns:
                with_default.append(field)
            elif with_default:
                plural = 's' if len(with_default) > 1 else ''
                raise TypeError(f'Non-default namedtuple field {field} cannot follow '
                                f"default field{plural} {', '.join(with_default)}")
        cls = _named_tuple(name, hints.items(), ns['__module__'],
                           [ns[f] for f in with_default])
        if any(b is Generic for b in bases):
            cls.__bases__ = cls.__bases__ + (Generic,)
            cls.__class_getitem__ = classmethod(Generic.__class_getitem__.__func__)
            cls.__parameters__ = _free_variables(ns.get('__orig_bases__', ()))
        for key, value in ns.items():
            if key in _NT_FORBIDDEN:
                raise AttributeError('Cannot overwrite NamedTuple attribute ' + key)
            if key not in _NT_SKIP and key not in cls._fields:
                setattr(cls, key, value)
        return cls


def NamedTuple(name, items=None, /, **named):
    """A typed namedtuple: class P(NamedTuple): x: int, or
    NamedTuple('P', [('x', int)])."""
    if items is not None and named:
        raise TypeError('Either list of fields or keywords can be provided to NamedTuple, not both')
    return _named_tuple(name, named.items() if items is None else items, _caller_module())



_NamedTupleBase = type.__new__(NamedTupleMeta, 'NamedTuple', (), {})
NamedTuple.__mro_entries__ = lambda bases: (_NamedTupleBase,)


def _key_kind(hint, total):
    # Whether a TypedDict key is required, looking through Annotated.
    if isinstance(hint, _AnnotatedAlias):
        hint = hint.__origin__
    head = getattr(hint, '__origin__', None) if isinstance(hint, _Subscripted) else None
    if head is Required:
        return True
    if head is NotRequired:
        return False
    return total


_TD_FIELD = "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type"


class _TypedDictType(type):
    def __new__(mcls, name, bases, ns, total=True):
        if any(type(b) is not _TypedDictType and b is not Generic for b in bases):
            raise TypeError('cannot inherit from both a TypedDict type and a non-TypedDict base class')
        extra = (Generic,) if any(issubclass(b, Generic) for b in bases) else ()
        cls = type.__new__(_TypedDictType, name, (*extra, dict), ns)
        own = {k: _as_hint(v, _TD_FIELD) for k, v in ns.get('__annotations__', {}).items()}
        hints, required, optional = {}, set(), set()
        for base in bases:
            hints.update(base.__dict__.get('__annotations__', {}))
            required.update(base.__dict__.get('__required_keys__', ()))
            optional.update(base.__dict__.get('__optional_keys__', ()))
        hints.update(own)
        for key, hint in own.items():
            (required if _key_kind(hint, total) else optional).add(key)
        cls.__annotations__ = hints
        cls.__required_keys__ = frozenset(required)
        cls.__optional_keys__ = frozenset(optional)
        if not hasattr(cls, '__total__'):
            cls.__total__ = total
        return cls

    # Calling a TypedDict class makes a plain dict.
    __call__ = dict

    def _no_checks(cls, thing):
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__ = _no_checks


def TypedDict(name, items=None, /, *, total=True, **named):
    """A dict type with a fixed set of typed keys: class Movie(TypedDict):
    name: str, or TypedDict('Movie', {'name': str}); total=False makes
    every key optional."""
    if items is not None and named:
        raise TypeError('TypedDict takes either a dict or keyword arguments, but not both')
    hints = dict(named if items is None else items)
    ns = {'__module__': _caller_module(), '__annotations__': hints}
    return _TypedDictType(name, (), ns, total=total)


_TypedDictBase = type.__new__(_TypedDictType, 'TypedDict', (), {})
TypedDict.__mro_entries__ = lambda bases: (_TypedDictBase,)


def is_typeddict(tp):
    """Whether tp is a TypedDict class."""
    return type(tp) is _TypedDictType or isinstance(tp, _TypedDictType)


def _new_type_guard(base_name):
    # What class X(UserId) really derives from: a class refusing it.
    def refuse(cls, **kw):
        sub = cls.__name__
        raise TypeError('Cannot subclass an instance of NewType. Perhaps you were '
                        f'looking for: `{sub} = NewType({sub!r}, {base_name})`')
    return type('_NewTypeGuard', (), {'__init_subclass__': classmethod(refuse)})


class NewType(_Unions):
    """A distinct name for a type, for checkers; at run time calling it
    returns its argument: UserId = NewType('UserId', int)."""

    def __init__(self, name, tp):
        where = _caller_module()
        if where != 'typing':
            self.__module__ = where
        self.__supertype__, self.__qualname__ = tp, name
        self.__name__ = name.rpartition('.')[2]

    def __call__(self, value):
        return value

    def __mro_entries__(self, orig_bases):
        return (_new_type_guard(self.__name__),)

    def __repr__(self):
        return self.__module__ + '.' + self.__qualname__

    def __reduce__(self):
        return str(self.__qualname__)


# --- forward references and get_type_hints --------------------------------

def _fill_namespaces(globalns, localns):
    if globalns is None:
        globalns = {} if localns is None else localns
    return globalns, globalns if localns is None else localns


class ForwardRef(_Unions):
    """An annotation still in a string, evaluated by get_type_hints."""

    __slots__ = ('__forward_arg__', '__forward_code__', '__forward_evaluated__',
                 '__forward_value__', '__forward_is_argument__',
                 '__forward_is_class__', '__forward_module__')

    def __init__(self, arg, is_argument=True, module=None, *,
                 is_class=False):
        if type(arg) is not str and not isinstance(arg, str):
            raise TypeError(f'Forward reference must be a string -- got {arg!r}')
        try:
            code = compile(arg[1:] if arg[:1] == '*' else arg, '<string>', 'eval')
        except SyntaxError:
            raise SyntaxError(f'Forward reference must be an expression -- got {arg!r}')
        for slot, value in zip(self.__slots__, (arg, code, False, None, is_argument,
                                                 is_class, module)):
            setattr(self, slot, value)

    def _evaluate(self, globalns, localns, recursive_guard):
        text = self.__forward_arg__
        if text in recursive_guard:
            return self
        if localns is globalns and self.__forward_evaluated__:
            return self.__forward_value__
        globalns, localns = _fill_namespaces(globalns, localns)
        home = self.__forward_module__
        if home is not None:
            globalns = getattr(sys.modules.get(home), '__dict__', globalns)
        value = eval(self.__forward_code__, globalns, localns)
        if text[:1] == '*':
            value = Unpack[value]
        value = _as_hint(value, 'Forward references must evaluate to types.',
                         self.__forward_is_argument__, self.__forward_is_class__)
        value = _evaluate(value, globalns, localns, recursive_guard | {text})
        self.__forward_value__, self.__forward_evaluated__ = value, True
        return value

    def __eq__(self, rhs):
        if type(rhs) is not ForwardRef and not isinstance(rhs, ForwardRef):
            return NotImplemented
        mine = (self.__forward_arg__, self.__forward_module__)
        if rhs.__forward_evaluated__ and self.__forward_evaluated__:
            mine = (self.__forward_arg__, self.__forward_value__)
            return mine == (rhs.__forward_arg__, rhs.__forward_value__)
        return mine == (rhs.__forward_arg__, rhs.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__, 'ForwardRef'))

    def __repr__(self):
        where = '' if self.__forward_module__ is None else f', module={self.__forward_module__!r}'
        return f'ForwardRef({self.__forward_arg__!r}{where})'


def _evaluate(hint, globalns, localns, guard=frozenset()):
    """hint with every ForwardRef inside it evaluated."""
    if isinstance(hint, ForwardRef):
        return hint._evaluate(globalns, localns, guard)
    if isinstance(hint, _GenericAliasType):
        args = tuple(ForwardRef(a) if isinstance(a, str) else a for a in hint.__args__)
        done = tuple(_evaluate(a, globalns, localns, guard) for a in args)
        if done == hint.__args__:
            return hint
        return _GenericAliasType(hint.__origin__, done)
    if isinstance(hint, (_Subscripted, _UnionType)):
        done = tuple(_evaluate(a, globalns, localns, guard) for a in hint.__args__)
        if done == hint.__args__:
            return hint
        if isinstance(hint, _UnionType):
            return Union[done]
        return hint.copy_with(done)
    return hint


def _strip_extras(hint):
    """hint without Annotated, Required and NotRequired wrappers."""
    if isinstance(hint, _AnnotatedAlias):
        return _strip_extras(hint.__origin__)
    if isinstance(hint, _Subscripted) and hint.__origin__ in (Required, NotRequired):
        return _strip_extras(hint.__args__[0])
    if isinstance(hint, (_Subscripted, _GenericAliasType, _UnionType)):
        done = tuple(_strip_extras(a) for a in hint.__args__)
        if done == hint.__args__:
            return hint
        if isinstance(hint, _GenericAliasType):
            return _GenericAliasType(hint.__origin__, done)
        if isinstance(hint, _UnionType):
            return Union[done]
        return hint.copy_with(done)
    return hint


def _hint_of(value, **ref):
    if value is None:
        return _NoneType
    return ForwardRef(value, **ref) if isinstance(value, str) else value


def _class_hints(cls, globalns, localns):
    hints = {}
    for base in cls.__mro__[::-1]:
        notes = base.__dict__.get('__annotations__', {})
        if not isinstance(notes, dict):
            continue
        module_ns = getattr(sys.modules.get(base.__module__), '__dict__', {})
        class_ns = dict(vars(base))
        if globalns is None and localns is None:
            # Names in the class body win over the module's, as CPython
            # evaluates them.
            first, second = class_ns, module_ns
        else:
            first = module_ns if globalns is None else globalns
            second = class_ns if localns is None else localns
        for key, value in notes.items():
            hints[key] = _evaluate(_hint_of(value, is_argument=False, is_class=True), first, second)
    return hints


def _plain_hints(obj, globalns, localns):
    is_module = type(obj) is type(sys)
    if globalns is None:
        inner = obj
        while not is_module and hasattr(inner, '__wrapped__'):
            inner = inner.__wrapped__
        globalns = obj.__dict__ if is_module else getattr(inner, '__globals__', {})
    if localns is None:
        localns = globalns
    notes = getattr(obj, '__annotations__', None)
    if notes is None:
        if is_module or callable(obj):
            return {}
        raise TypeError(f'{obj!r} is not a module, class, method, or function.')
    return {key: _evaluate(_hint_of(value, is_argument=not is_module), globalns, localns)
            for key, value in dict(notes).items()}


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The annotations of a module, class, method or function, with string
    annotations evaluated and, unless include_extras, Annotated removed."""
    if getattr(obj, '__no_type_check__', False):
        return {}
    if isinstance(obj, type):
        hints = _class_hints(obj, globalns, localns)
    else:
        hints = _plain_hints(obj, globalns, localns)
    if not include_extras:
        hints = {key: _strip_extras(value) for key, value in hints.items()}
    return hints


def get_origin(tp):
    """The unsubscripted form of tp: list for List[int], Union for
    Union[int, str], Annotated for Annotated[...]; None for the rest."""
    if type(tp) is _AnnotatedAlias:
        return Annotated
    if isinstance(tp, (_Alias, _GenericAliasType, _SpecPart)):
        return tp.__origin__
    if isinstance(tp, _UnionType):
        return _UnionType
    return Generic if tp is Generic else None


def get_args(tp):
    """The arguments of a subscripted type, as written: Callable[[A], R]
    gives ([A], R)."""
    if type(tp) is _AnnotatedAlias:
        return (tp.__origin__, *tp.__metadata__)
    if isinstance(tp, _CallableAlias):
        params, result = tp._as_written()
        return (params, result)
    if isinstance(tp, (_Subscripted, _GenericAliasType, _UnionType)):
        args = tp.__args__
        if _is_abc_callable(tp) and args and not (len(args) == 2 and _is_params_form(args[0])):
            return (list(args[:-1]), args[-1])
        return args
    return ()


def _is_abc_callable(tp):
    if not isinstance(tp, _GenericAliasType):
        return False
    origin = tp.__origin__
    return getattr(origin, '__module__', '') == 'collections.abc' and origin.__name__ == 'Callable'


# --- small functions and decorators ---------------------------------------

def cast(typ, val):
    """Tell a type checker val has type typ; at run time return val."""
    return val


def assert_type(value, kind, /):
    """Ask a type checker to confirm value has type kind; return value."""
    return value


def assert_never(arg, /):
    """Mark code a checker should prove unreachable; raises if reached."""
    text = repr(arg)
    if len(text) > 100:
        text = text[:100] + '...'
    raise AssertionError(f'Expected code to be unreachable, but got: {text}')


def reveal_type(obj, /):
    """Print the run-time type of obj to stderr and return obj."""
    print(f'Runtime type is {type(obj).__name__!r}', file=sys.stderr)
    return obj


_overloads = {}


def _overload_stub(*args, **kwargs):
    raise NotImplementedError(
        'You should not call an overloaded function. A series of @overload-decorated '
        'functions outside a stub module should always be followed by an implementation '
        'that is not @overload-ed.')


def overload(func):
    """Declare one signature of an overloaded function; the undecorated
    definition that follows is the implementation."""
    inner = getattr(func, '__func__', func)
    try:
        key = (inner.__module__, inner.__qualname__)
        line = inner.__code__.co_firstlineno
    except AttributeError:
        return _overload_stub
    _overloads.setdefault(key, {})[line] = func
    return _overload_stub


def get_overloads(func):
    """The @overload definitions recorded for func."""
    inner = getattr(func, '__func__', func)
    found = _overloads.get((getattr(inner, '__module__', None),
                            getattr(inner, '__qualname__', None)))
    return list(found.values()) if found else []


def clear_overloads():
    """Forget every recorded overload."""
    _overloads.clear()


def final(f):
    """Mark a class as not to be subclassed, or a method as not to be
    overridden; sets __final__ where it can."""
    # Objects that take no attributes are returned unmarked.
    if hasattr(f, '__dict__') or isinstance(f, type):
        try:
            setattr(f, '__final__', True)
        except (AttributeError, TypeError):
            return f
    return f


def no_type_check(arg):
    """Tell checkers not to check a function or class; get_type_hints then
    returns {} for it."""
    if type(arg) is type or isinstance(arg, type):
        for name in dir(arg):
            member = getattr(arg, name)
            if (getattr(member, '__qualname__', None) != f'{arg.__qualname__}.{getattr(member, "__name__", "")}'
                    or getattr(member, '__module__', None) != arg.__module__):
                continue
            if isinstance(member, _FunctionType):
                member.__no_type_check__ = True
            elif isinstance(member, type):
                no_type_check(member)
            elif hasattr(member, '__func__'):
                member.__func__.__no_type_check__ = True
    try:
        setattr(arg, '__no_type_check__', True)
    except TypeError:
        return arg
    return arg


def no_type_check_decorator(decorator):
    """Make decorator's results no_type_check functions."""
    def wrapped(*args, **kwargs):
        return no_type_check(decorator(*args, **kwargs))
    for attr in ('__module__', '__name__', '__qualname__', '__doc__'):
        try:
            setattr(wrapped, attr, getattr(decorator, attr))
        except AttributeError:
            pass
    wrapped.__wrapped__ = decorator
    return wrapped


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Mark a decorator, base class or metaclass as making dataclass-like
    classes (PEP 681); records its options in __dataclass_transform__."""
    options = dict(eq_default=eq_default, order_default=order_default,
                   kw_only_default=kw_only_default, field_specifiers=field_specifiers,
                   kwargs=kwargs)

    def mark(target):
        target.__dataclass_transform__ = options
        return target
    return mark


# --- made on first use ------------------------------------------------------

def _supports(name, method, generic=False):
    ns = {'__slots__': (), '__module__': __name__,
          '__doc__': f'An ABC with one abstract method {method}.'}

    def member(self, *args):
        pass
    member.__name__ = method
    member.__qualname__ = f'{name}.{method}'
    ns[method] = abstractmethod(member)
    if generic:
        ns['__orig_bases__'] = (Protocol[_T_co],)
    return runtime_checkable(_ProtocolType(name, (Protocol,), ns))


_T_co = T_co

_SUPPORTS = {
    'SupportsInt': ('__int__', False), 'SupportsFloat': ('__float__', False),
    'SupportsComplex': ('__complex__', False), 'SupportsBytes': ('__bytes__', False),
    'SupportsIndex': ('__index__', False), 'SupportsAbs': ('__abs__', True),
    'SupportsRound': ('__round__', True),
}

_IO_METHODS = ('close', 'closed', 'fileno', 'flush', 'isatty', 'read', 'readable',
               'readline', 'readlines', 'seek', 'seekable', 'tell', 'truncate',
               'writable', 'write', 'writelines', '__enter__', '__exit__')


def _io_classes():
    def stub(name):
        def method(self, *args):
            pass
        method.__name__ = name
        return abstractmethod(method)
    ns = {'__slots__': (), '__module__': __name__,
          '__doc__': 'The generic type of file objects (open() returns one).'}
    for name in _IO_METHODS:
        ns[name] = stub(name)
    ns['mode'] = property(stub('mode'))
    ns['name'] = property(stub('name'))
    ns['__orig_bases__'] = (Generic[AnyStr],)
    io = type('IO', (Generic,), ns)
    binary = type('BinaryIO', (io,), {
        '__slots__': (), '__module__': __name__, '__doc__': 'A file of bytes.',
        '__orig_bases__': (io[bytes],)})
    text_ns = {'__slots__': (), '__module__': __name__, '__doc__': 'A file of text.'}
    for name in ('buffer', 'encoding', 'errors', 'line_buffering', 'newlines'):
        text_ns[name] = property(stub(name))
    text_ns['__orig_bases__'] = (io[str],)
    text = type('TextIO', (io,), text_ns)
    return {'IO': io, 'BinaryIO': binary, 'TextIO': text}


def __getattr__(name):
    if name in _SUPPORTS:
        method, generic = _SUPPORTS[name]
        value = _supports(name, method, generic)
        globals()[name] = value
        return value
    if name in ('IO', 'BinaryIO', 'TextIO'):
        made = _io_classes()
        globals().update(made)
        return made[name]
    raise AttributeError(f"module 'typing' has no attribute {name!r}")
