"""Container datatypes: namedtuple, deque, ChainMap, Counter, OrderedDict,
defaultdict, UserDict, UserList and UserString.

deque is Go (_collections); the Python methods it forwards to are in
_deque_forward below.
"""

__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList',
           'UserString', 'defaultdict', 'deque', 'namedtuple']

import _collections_abc
import sys as _sys
from keyword import iskeyword as _iskeyword
from operator import itemgetter as _itemgetter
from reprlib import recursive_repr as _recursive_repr
from abc import update_abstractmethods as _update_abstractmethods
from _collections import _deque, _count_elements

_GenericAlias = type(list[int])
_Mapping = _collections_abc.Mapping
_MutableMapping = _collections_abc.MutableMapping


def _equal(a, b):
    return a is b or a == b


# ---------------------------------------------------------------- deque
# The Go deque keeps its elements; these are the methods it forwards here.

def _dq_copy(self):
    if self.maxlen is None:
        return type(self)(self)
    return type(self)(self, self.maxlen)


def _dq_index(self, value, start=0, stop=_sys.maxsize, /):
    items = self._items()
    n = len(items)
    lo = max(start + n, 0) if start < 0 else min(start, n)
    hi = max(stop + n, 0) if stop < 0 else min(stop, n)
    for i in range(lo, hi):
        if _equal(items[i], value):
            return i
    raise ValueError('%r is not in deque' % (value,))


def _dq_insert(self, index, value, /):
    if self.maxlen is not None and len(self) >= self.maxlen:
        raise IndexError("deque already at its maximum size")
    items = self._items()
    items.insert(index, value)
    self._set_items(items)


def _dq_remove(self, value, /):
    items = self._items()
    for i, item in enumerate(items):
        if _equal(item, value):
            del items[i]
            self._set_items(items)
            return
    raise ValueError('%r is not in deque' % (value,))


@_recursive_repr('[...]')
def _dq_repr(self):
    shown = repr(self._items())
    if self.maxlen is None:
        return '%s(%s)' % (type(self).__name__, shown)
    return '%s(%s, maxlen=%d)' % (type(self).__name__, shown, self.maxlen)


def _dq_reduce(self):
    state = getattr(self, '__dict__', None) or None
    args = () if self.maxlen is None else ((), self.maxlen)
    return type(self), args, state, iter(self)


def _dq_compare(how):
    def compare(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return how(self._items(), other._items())
    return compare


def _dq_add(self, other):
    if not isinstance(other, deque):
        raise TypeError('can only concatenate deque (not "%s") to deque' % type(other).__name__)
    joined = _dq_copy(self)
    joined.extend(other)
    return joined


def _dq_iadd(self, other):
    self.extend(other)
    return self


def _dq_mul(self, n):
    result = _dq_copy(self)
    return _dq_imul(result, n)


def _dq_imul(self, n):
    items = self._items()
    if n <= 0 or not items:
        self.clear()
    elif self.maxlen is None:
        self._set_items(items * n)
    else:
        for _ in range(n - 1):
            self.extend(items)
    return self


_deque_forward = {
    'copy': _dq_copy, '__copy__': _dq_copy, 'index': _dq_index,
    'insert': _dq_insert, 'remove': _dq_remove, '__repr__': _dq_repr,
    '__reduce__': _dq_reduce, '__add__': _dq_add, '__iadd__': _dq_iadd,
    '__mul__': _dq_mul, '__rmul__': _dq_mul, '__imul__': _dq_imul,
    '__class_getitem__': _GenericAlias,
}
for _name, _how in (('__eq__', list.__eq__), ('__ne__', list.__ne__), ('__lt__', list.__lt__),
                    ('__le__', list.__le__), ('__gt__', list.__gt__), ('__ge__', list.__ge__)):
    _deque_forward[_name] = _dq_compare(_how)
del _name, _how

deque = _deque
_collections_abc.MutableSequence.register(deque)


# ---------------------------------------------------------------- defaultdict

class defaultdict(dict):
    """defaultdict(default_factory=None, /, ...): a dict that makes a
    missing key's value by calling default_factory()."""

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        self.default_factory = default_factory
        dict.__init__(self, *args, **kwargs)

    def __missing__(self, key):
        make = self.default_factory
        if make is None:
            raise KeyError(key)
        value = self[key] = make()
        return value

    def __repr__(self):
        return '%s(%s, %s)' % (type(self).__name__, _factory_repr(self), dict.__repr__(self))

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __reduce__(self):
        args = (self.default_factory,) if self.default_factory is not None else ()
        return type(self), args, None, None, iter(self.items())



@_recursive_repr()
def _factory_repr(dd):
    return repr(dd.default_factory)


# ---------------------------------------------------------------- OrderedDict
# Plain dicts keep insertion order; OrderedDict adds moving keys to either
# end, order-sensitive equality and its own repr.

def _od_view(base, label, pick):
    # An OrderedDict view: base's behaviour, CPython's repr, and reversed().
    def backwards(self):
        m = self._mapping
        return iter([pick(m, k) for k in list(dict.keys(m))[::-1]])

    def show(self):
        return '%s(%r)' % (label, list(self))
    return type('_' + label, (base,), {'__slots__': (), '__repr__': show,
                                       '__reversed__': backwards})


_ODKeys = _od_view(_collections_abc.KeysView, 'odict_keys', lambda m, k: k)
_ODItems = _od_view(_collections_abc.ItemsView, 'odict_items', lambda m, k: (k, m[k]))
_ODValues = _od_view(_collections_abc.ValuesView, 'odict_values', lambda m, k: m[k])


class OrderedDict(dict):
    """A dict that remembers, and lets you change, the order of its keys."""

    def popitem(self, last=True):
        """Remove and return a (key, value) pair: the newest if last, else
        the oldest."""
        if not self:
            raise KeyError('dictionary is empty')
        if last:
            key = next(reversed(list(dict.keys(self))))
        else:
            key = next(iter(dict.keys(self)))
        return key, dict.pop(self, key)

    def move_to_end(self, key, last=True):
        """Move key to the end (or, with last=False, the front)."""
        moved = dict.pop(self, key)
        rest = [] if last else list(dict.items(self))
        if rest:
            dict.clear(self)
        dict.__setitem__(self, key, moved)
        dict.update(self, rest)

    def __reversed__(self):
        return iter(list(dict.keys(self))[::-1])

    def keys(self):
        return _ODKeys(self)

    def items(self):
        return _ODItems(self)

    def values(self):
        return _ODValues(self)

    def __eq__(self, other):
        same = dict.__eq__(self, other)
        if same is True and isinstance(other, OrderedDict):
            return list(dict.keys(self)) == list(dict.keys(other))
        return same

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    __hash__ = None

    @_recursive_repr()
    def __repr__(self):
        if not self:
            return '%s()' % type(self).__name__
        return '%s(%r)' % (type(self).__name__, list(dict.items(self)))

    def __reduce__(self):
        state = getattr(self, '__dict__', None) or None
        return type(self), (), state, None, iter(list(dict.items(self)))

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, keys, value=None):
        made = cls()
        for key in keys:
            made[key] = value
        return made



# The | operators of defaultdict and OrderedDict: results keep the class
# (and default_factory) of the left-hand dict subclass.

def _dict_or(self, other):
    if isinstance(other, dict):
        merged = self.copy()
        merged.update(other)
        return merged
    return NotImplemented


def _dict_ror(self, other):
    if isinstance(other, dict):
        merged = self.copy()
        merged.clear()
        for source in (other, self):
            merged.update(source)
        return merged
    return NotImplemented


def _dict_ior(self, other):
    self.update(other)
    return self


for _cls in (defaultdict, OrderedDict):
    _cls.__or__, _cls.__ror__, _cls.__ior__ = _dict_or, _dict_ror, _dict_ior
del _cls


# ---------------------------------------------------------------- namedtuple

def _read_only(self, value):
    raise AttributeError("can't set attribute")


def _undeletable(self):
    raise AttributeError("can't delete attribute")


def _field_getter(index, doc):
    # CPython's fields are _tuplegetter descriptors; a property over the
    # Go itemgetter reads as fast and refuses writes the same way.
    return property(_itemgetter(index), _read_only, _undeletable, doc)


def _check_names(typename, fields, rename):
    fields = list(fields)
    if rename:
        taken = set()
        for i, name in enumerate(fields):
            if (not name.isidentifier() or _iskeyword(name) or name.startswith('_')
                    or name in taken):
                fields[i] = '_%d' % i
            taken.add(fields[i])
    for name in (typename, *fields):
        if not isinstance(name, str):
            raise TypeError('Type names and field names must be ' + 'strings')
        problem = ('must be valid identifiers' if not name.isidentifier() else
                   'cannot be a keyword' if _iskeyword(name) else None)
        if problem:
            raise ValueError('Type names and field names %s: %r' % (problem, name))
    seen = set()
    for name in fields:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: %r' % name)
        if name in seen:
            raise ValueError('Encountered duplicate field name: %r' % name)
        seen.add(name)
    return tuple(fields)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Return a tuple subclass named typename whose items are also
    attributes named by field_names (a sequence, or one string of names
    split by commas or spaces)."""
    names = field_names.replace(',', ' ').split() if isinstance(field_names, str) else field_names
    typename = _sys.intern(str(typename))
    fields = _check_names(typename, map(str, names), rename)
    count = len(fields)
    signature = ', '.join(fields) + (',' if count == 1 else '')
    given = () if defaults is None else tuple(defaults)
    if len(given) > count:
        raise TypeError('Got more default values than field names')
    field_defaults = dict(zip(fields[count - len(given):], given))

    # __new__ is compiled so that it has the fields as its parameters
    # (its signature, its error messages) at the speed of a plain call.
    source = 'def __new__(_cls, %s):\n    return _tuple_new(_cls, (%s))\n' % (
        signature, signature + (',' if count > 1 else ''))
    scope = {'_tuple_new': tuple.__new__, '__builtins__': {}, '__name__': 'namedtuple_%s' % typename}
    exec(source, scope)
    __new__ = scope['__new__']
    __new__.__qualname__ = typename + '.__new__'
    __new__.__doc__ = 'Create new instance of %s(%s)' % (typename, signature)
    if defaults is not None:
        __new__.__defaults__ = given

    make_tuple = tuple.__new__
    builtin_len = len

    @classmethod
    def _make(cls, values):
        made = make_tuple(cls, values)
        if builtin_len(made) != count:
            raise TypeError('Expected %d arguments, got %d' % (count, builtin_len(made)))
        return made

    _make.__func__.__doc__ = 'Make a new %s object from a sequence or iterable' % typename

    def _replace(self, /, **changes):
        made = self._make([changes.pop(name, value) for name, value in zip(fields, self)])
        if changes:
            raise ValueError('Got unexpected field names: %r' % list(changes))
        return made

    _replace.__doc__ = 'Return a new %s object replacing specified fields with new values' % typename

    shape = typename + '(' + ', '.join(name + '=%r' for name in fields) + ')'

    def __repr__(self):
        return type(self).__name__ + shape[len(typename):] % self

    __repr__.__doc__ = 'Return a nicely formatted representation string'

    def _asdict(self):
        """Return a new dict which maps field names to their values."""
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        """Return self as a plain tuple.  Used by copy and pickle."""
        return tuple(self)

    for fn in (__repr__, _asdict, __getnewargs__, _replace, _make.__func__):
        fn.__qualname__ = typename + '.' + fn.__name__

    namespace = dict(
        __doc__=typename + '(' + signature + ')', __slots__=(), __match_args__=fields,
        _fields=fields, _field_defaults=field_defaults, __new__=__new__, _make=_make,
        _replace=_replace, _asdict=_asdict, __repr__=__repr__, __getnewargs__=__getnewargs__)
    for index, name in enumerate(fields):
        namespace[name] = _field_getter(index, _sys.intern('Alias for field number %d' % index))
    cls = type(typename, (tuple,), namespace)

    where = _caller_module() if module is None else module
    if where is not None:
        cls.__module__ = where
    return cls


def _caller_module():
    # The module that called namedtuple (so pickle can find the class).
    try:
        caller = _sys._getframe(2)
    except (AttributeError, ValueError):
        return None
    return caller.f_globals.get('__name__', '__main__')


# ---------------------------------------------------------------- Counter

class Counter(dict):
    """A dict that counts hashable things: Counter('abca')['a'] == 2.
    Missing keys count zero."""

    def __init__(self, source=None, /, **counts):
        dict.__init__(self)
        self.update(source, **counts)

    def __missing__(self, absent):
        return 0

    def total(self):
        """The sum of the counts."""
        return sum(dict.values(self))

    def most_common(self, n=None):
        """The n commonest (element, count) pairs, commonest first (all of
        them when n is None); ties keep first-seen order."""
        ranked = sorted(self.items(), key=_itemgetter(1), reverse=True)
        return ranked if n is None else ranked[:max(n, 0)]

    def elements(self):
        """Each element repeated as often as its count (counts below one
        give nothing)."""
        for item, n in self.items():
            for _ in range(n):
                yield item

    @classmethod
    def fromkeys(cls, *args, **kwargs):
        why = 'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.'
        raise NotImplementedError(why)

    def update(self, source=None, /, **counts):
        """Add counts from an iterable of elements or from a mapping of
        counts, then from the keywords."""
        for source in (source, counts):
            if source is None or source is counts and not counts:
                continue
            if not isinstance(source, _Mapping):
                _count_elements(self, source)
            elif not self:
                dict.update(self, source)
            else:
                for item, n in source.items():
                    self[item] = n + self[item]

    def subtract(self, source=None, /, **counts):
        """Like update, but subtracting; counts may go to zero or below."""
        for source in (source, counts):
            if source is None:
                continue
            pairs = source.items() if isinstance(source, _Mapping) else ((e, 1) for e in source)
            for elem, count in pairs:
                self[elem] = self[elem] - count

    def copy(self):
        return type(self)(self)

    def __reduce__(self):
        return type(self), (dict(self),)

    def __delitem__(self, key):
        # A missing element is not an error: its count is already zero.
        if dict.__contains__(self, key):
            dict.__delitem__(self, key)

    def __repr__(self):
        if len(self) == 0:
            return type(self).__name__ + '()'
        try:
            shown = repr(dict(self.most_common()))
        except TypeError:
            shown = repr(dict(self))
        return '%s(%s)' % (type(self).__name__, shown)

    # Comparisons treat missing elements as zero counts.
    def _all_counts(self, other, test):
        if isinstance(other, Counter):
            return all(test(self[k], other[k]) for k in {*self, *other})
        return NotImplemented

    def __eq__(self, other):
        return self._all_counts(other, lambda a, b: a == b)

    def __ne__(self, other):
        same = self.__eq__(other)
        return same if same is NotImplemented else not same

    def __le__(self, other):
        return self._all_counts(other, lambda a, b: a <= b)

    def __lt__(self, other):
        le = self.__le__(other)
        return le if le is NotImplemented else le and self != other

    def __ge__(self, other):
        return self._all_counts(other, lambda a, b: a >= b)

    def __gt__(self, other):
        ge = self.__ge__(other)
        return ge if ge is NotImplemented else ge and self != other

    # Multiset arithmetic keeps positive counts only.
    def _combine(self, other, how):
        if isinstance(other, Counter) is False:
            return NotImplemented
        out = Counter()
        for elem in list(self) + [e for e in other if e not in self]:
            count = how(self[elem], other[elem])
            if count > 0:
                out[elem] = count
        return out

    def __add__(self, other):
        return self._combine(other, lambda a, b: a + b)

    def __sub__(self, other):
        return self._combine(other, lambda a, b: a - b)

    def __or__(self, other):
        return self._combine(other, max)

    def __and__(self, other):
        return self._combine(other, min)

    def __pos__(self):
        return Counter({item: n for item, n in self.items() if n > 0})

    def __neg__(self):
        return Counter({item: 0 - n for item, n in self.items() if n < 0})

    def _drop_nonpositive(self):
        doomed = [elem for elem, count in self.items() if not count > 0]
        for elem in doomed:
            dict.__delitem__(self, elem)
        return self

    def __iadd__(self, that):
        for item, n in that.items():
            self[item] = self[item] + n
        return self._drop_nonpositive()

    def __isub__(self, that):
        for item, n in that.items():
            self[item] = self[item] - n
        return self._drop_nonpositive()

    def __ior__(self, that):
        for item, n in that.items():
            self[item] = max(self[item], n)
        return self._drop_nonpositive()

    def __iand__(self, that):
        for item in list(self):
            self[item] = min(self[item], that[item])
        return self._drop_nonpositive()


# ---------------------------------------------------------------- ChainMap

class ChainMap(_MutableMapping):
    """Several mappings looked up in turn as one; changes go to the first
    of them, maps[0]."""

    def __init__(self, *maps):
        self.maps = list(maps) if maps else [{}]

    def __getitem__(self, key):
        for source in self.maps:
            if key in source:
                return source[key]
        return self.__missing__(key)

    def __missing__(self, absent):
        raise KeyError(absent)

    def get(self, key, default=None):
        if any(key in source for source in self.maps):
            return self[key]
        return default

    def __len__(self):
        return len(set().union(*self.maps))

    def __bool__(self):
        return any(map(bool, self.maps))

    def __iter__(self):
        # Keys in the order a dict merged from the last map to the first has.
        merged = {}
        for source in self.maps[::-1]:
            merged.update(dict.fromkeys(source))
        return iter(merged)

    def __contains__(self, key):
        for source in self.maps:
            if key in source:
                return True
        return False

    @_recursive_repr()
    def __repr__(self):
        return type(self).__name__ + '(' + ', '.join(repr(m) for m in self.maps) + ')'

    @classmethod
    def fromkeys(cls, keys, *value):
        """A ChainMap over dict.fromkeys(keys, *value)."""
        return cls(dict.fromkeys(keys, *value))

    def copy(self):
        """A new ChainMap with a copy of maps[0] and the other maps shared."""
        first, *rest = self.maps
        return type(self)(first.copy(), *rest)

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        """A ChainMap with m (default {}, plus kwargs) in front of these maps."""
        front = kwargs if m is None else m
        if m is not None and kwargs:
            front.update(kwargs)
        return type(self)(front, *self.maps)

    @property
    def parents(self):
        """A ChainMap of every map but the first."""
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        first = self.maps[0]
        first[key] = value

    def _first_only(self, action, *args):
        try:
            return action(*args)
        except KeyError:
            if args:
                raise KeyError('Key not found in the first mapping: %r' % (args[0],)) from None
            raise KeyError('No keys found in the first mapping.') from None

    def __delitem__(self, key):
        self._first_only(self.maps[0].__delitem__, key)

    def popitem(self):
        """Remove and return a pair from maps[0]."""
        return self._first_only(self.maps[0].popitem)

    def pop(self, key, *default):
        """Remove key from maps[0] and return its value."""
        return self._first_only(self.maps[0].pop, key, *default)

    def clear(self):
        """Empty maps[0]."""
        first = self.maps[0]
        first.clear()

    def __ior__(self, other):
        first = self.maps[0]
        first.update(other)
        return self

    def __or__(self, other):
        if isinstance(other, _Mapping):
            merged = self.copy()
            merged.maps[0].update(other)
            return merged
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, _Mapping):
            merged = dict(other)
            for source in self.maps[::-1]:
                merged.update(source)
            return type(self)(merged)
        return NotImplemented


# ---------------------------------------------------------------- the User* wrappers
# Each keeps a real container in self.data; most methods pass straight
# through to it, so they are made from tables below.

def _unwrap(value):
    return value.data if isinstance(value, (UserDict, UserList, UserString)) else value


def _passing(name):
    # data.name(*args), unwrapping User* arguments; the result as it is.
    def method(self, *args, **kwargs):
        return getattr(self.data, name)(*map(_unwrap, args), **kwargs)
    method.__name__ = name
    return method


def _rewrapping(name):
    # Like _passing, but the result wrapped in self's class.
    def method(self, *args, **kwargs):
        return self.__class__(getattr(self.data, name)(*map(_unwrap, args), **kwargs))
    method.__name__ = name
    return method


def _install(cls, maker, names):
    for name in names.split():
        method = maker(name)
        method.__qualname__ = cls.__name__ + '.' + name
        setattr(cls, name, method)
    _update_abstractmethods(cls)


def _shallow_copy(self):
    made = type(self).__new__(type(self))
    made.__dict__.update(self.__dict__)
    made.__dict__['data'] = self.__dict__['data'].copy()
    return made


class UserDict(_MutableMapping):
    """A dict-like class around a real dict, self.data, meant to be
    subclassed."""

    def __init__(self, source=None, /, **kwargs):
        self.data = {}
        for source in (source, kwargs):
            if source:
                self.update(source)

    def __getitem__(self, key):
        data = self.data
        if key in data:
            return data[key]
        if hasattr(type(self), '__missing__'):
            return type(self).__missing__(self, key)
        raise KeyError(key)

    def __or__(self, other):
        if isinstance(other, (UserDict, dict)):
            return type(self)(self.data | _unwrap(other))
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, (UserDict, dict)):
            return type(self)(_unwrap(other) | self.data)
        return NotImplemented

    def __ior__(self, other):
        self.data |= _unwrap(other)
        return self

    __copy__ = _shallow_copy

    def copy(self):
        if type(self) is UserDict:
            return UserDict(dict(self.data))
        import copy
        kept, self.data = self.data, {}
        try:
            made = copy.copy(self)
        finally:
            self.data = kept
        made.update(self)
        return made

    @classmethod
    def fromkeys(cls, keys, value=None):
        made = cls()
        made.update((key, value) for key in keys)
        return made


_install(UserDict, _passing, '__len__ __setitem__ __delitem__ __iter__ __contains__ __repr__')


class UserList(_collections_abc.MutableSequence):
    """A list-like class around a real list, self.data, meant to be
    subclassed."""

    def __init__(self, initlist=None):
        # initlist: None, a list (copied), a UserList or any iterable.
        if initlist is None:
            self.data = []
        elif type(initlist) is list:
            self.data = initlist[:]
        else:
            self.data = list(_unwrap(initlist))

    def __getitem__(self, i):
        found = self.data[i]
        return self.__class__(found) if isinstance(i, slice) else found

    def __add__(self, other):
        return self.__class__(self.data + _as_list(other))

    def __radd__(self, other):
        return self.__class__(_as_list(other) + self.data)

    def __iadd__(self, more):
        self.data.extend(_as_list(more))
        return self

    def __imul__(self, times):
        self.data.__imul__(times)
        return self

    __copy__ = _shallow_copy

    def copy(self):
        return type(self)(self)

    def extend(self, items):
        self.data.extend(_unwrap(items))


def _as_list(value):
    value = _unwrap(value)
    return value if isinstance(value, list) else list(value)


_install(UserList, _passing, '__repr__ __lt__ __le__ __eq__ __gt__ __ge__ __contains__ __len__ '
         '__setitem__ __delitem__ append insert pop remove clear count index reverse sort')
_install(UserList, _rewrapping, '__mul__ __rmul__')


class UserString(_collections_abc.Sequence):
    """A str-like class around a real str, self.data, meant to be
    subclassed; str methods return instances of the subclass."""

    def __init__(self, seq):
        self.data = seq if isinstance(seq, str) else str(_unwrap(seq))

    def __str__(self):
        return self.data if type(self.data) is str else str(self.data)

    def __getnewargs__(self):
        return self.data[:],


    def __contains__(self, sub):
        return _unwrap(sub) in self.data

    def __add__(self, other):
        other = _unwrap(other)
        return self.__class__(self.data + (other if isinstance(other, str) else str(other)))

    def __radd__(self, other):
        return self.__class__((other if isinstance(other, str) else str(other)) + self.data)

    def __getitem__(self, index):
        piece = self.data[index]
        return self.__class__(piece)

    def __rmod__(self, fmt):
        return self.__class__(str(fmt) % self)

    def encode(self, encoding='utf-8', errors='strict'):
        return str.encode(self.data, encoding or 'utf-8', errors or 'strict')

    maketrans = str.maketrans


_install(UserString, _passing,
         '__repr__ __hash__ __eq__ __lt__ __le__ __gt__ __ge__ '
         '__len__ count endswith find format format_map index join partition rfind rindex '
         'rpartition split rsplit splitlines startswith isalpha isalnum isascii isdecimal '
         'isdigit isidentifier islower isnumeric isprintable isspace istitle isupper')
def _converting(kind):
    # __int__, __float__, __complex__: the number the text spells.
    def method(self):
        return kind(self.data)
    method.__name__ = '__%s__' % kind.__name__
    return method


for _kind in (int, float, complex):
    setattr(UserString, '__%s__' % _kind.__name__, _converting(_kind))
del _kind

_install(UserString, _rewrapping,
         '__mul__ __rmul__ __mod__ capitalize casefold center removeprefix removesuffix '
         'expandtabs ljust lower lstrip replace rjust rstrip strip swapcase title translate '
         'upper zfill')
