"""The abstract base classes of collections.abc.

Each one-method ABC (Iterable, Sized, Hashable, ...) recognises any class
that defines its methods, through __subclasshook__; the richer ones
(Sequence, Mapping, Set, ...) supply mixin methods built on a few abstract
ones, and the built-in containers are registered with them.
"""

import sys
from abc import ABCMeta, abstractmethod

EllipsisType, GenericAlias = type(Ellipsis), type(tuple[str])

# Shown as collections.abc.X, as in CPython.
__name__ = 'collections.abc'

__all__ = [
    'Awaitable', 'Coroutine', 'AsyncIterable', 'AsyncIterator', 'AsyncGenerator',
    'Hashable', 'Iterable', 'Iterator', 'Generator', 'Reversible', 'Sized',
    'Container', 'Callable', 'Collection', 'Set', 'MutableSet', 'Mapping',
    'MutableMapping', 'MappingView', 'KeysView', 'ItemsView', 'ValuesView',
    'Sequence', 'MutableSequence', 'ByteString',
]


def _defines(klass, *names):
    """True when klass's MRO provides every name (not set to None), else
    NotImplemented: the answer a one-trick __subclasshook__ gives."""
    for name in names:
        owner = next((vars(b) for b in klass.__mro__ if name in vars(b)), None)
        if owner is None or owner[name] is None:
            return NotImplemented
    return True


def _hook(abc, *names):
    # A __subclasshook__ that answers for abc itself only, so subclasses of
    # the ABC are not matched by duck typing.
    def hook(cls, candidate):
        return _defines(candidate, *names) if cls is abc else NotImplemented
    hook.__name__ = '__subclasshook__'
    return classmethod(hook)


def _same(a, b):
    return a is b or a == b


# The one-method ABCs, made from a table: (name, bases, the abstract
# method, what its stub returns, whether X[int] makes a GenericAlias,
# the methods __subclasshook__ looks for).

def _stub(method, result):
    if method in ('__iter__', '__reversed__'):
        def body(self):
            return iter(())
    elif method == '__await__':
        def body(self):
            yield
    elif method == '__next__':
        def body(self):
            raise StopIteration
    else:
        def body(self, *args, **kwargs):
            return result
    body.__name__ = method
    return abstractmethod(body)


def _abc(name, bases, abstract, generic, wanted, **extra):
    ns = {'__slots__': (), '__module__': __name__, '__qualname__': name}
    for method, result in abstract:
        ns[method] = _stub(method, result)
    if generic:
        ns['__class_getitem__'] = classmethod(GenericAlias)
    ns.update(extra)
    made = ABCMeta(name, bases, ns)
    if wanted:
        made.__subclasshook__ = _hook(made, *wanted)
    return made


Hashable = _abc('Hashable', (), [('__hash__', 0)], False, ['__hash__'])
Awaitable = _abc('Awaitable', (), [('__await__', None)], True, ['__await__'])
AsyncIterable = _abc('AsyncIterable', (), [('__aiter__', None)], True, ['__aiter__'])
Iterable = _abc('Iterable', (), [('__iter__', None)], True, ['__iter__'])
Sized = _abc('Sized', (), [('__len__', 0)], False, ['__len__'])
Container = _abc('Container', (), [('__contains__', False)], True, ['__contains__'])
Callable = _abc('Callable', (), [('__call__', False)], False, ['__call__'])
Reversible = _abc('Reversible', (Iterable,), [('__reversed__', None)], False,
                  ['__reversed__', '__iter__'])
Collection = _abc('Collection', (Sized, Iterable, Container), [], False,
                  ['__len__', '__iter__', '__contains__'])


def _return_self(self):
    return self


def _close_by_throwing(what):
    # close()/aclose() of the generator-like ABCs: throw GeneratorExit in,
    # and complain if it was swallowed.
    def close(self):
        stop = GeneratorExit
        try:
            self.throw(stop)
        except (stop, StopIteration):
            return
        raise RuntimeError(what + " ignored GeneratorExit")
    close.__doc__ = 'Raise GeneratorExit inside the %s and check it ended.' % what
    return close


def _throw_stub(self, typ, val=None, tb=None):
    """Raise an exception inside: typ, or val when given."""
    raise typ if val is None else val


def _send_stub(self, value):
    """Resume with value; returns what is yielded next."""
    raise StopIteration


def _next_by_sending(self):
    return self.send(None)


Iterator = _abc('Iterator', (Iterable,), [('__next__', None)], False, ['__iter__', '__next__'],
                __iter__=_return_self)

Generator = _abc('Generator', (Iterator,), [], False,
                 ['__iter__', '__next__', 'send', 'throw', 'close'],
                 __next__=_next_by_sending, send=abstractmethod(_send_stub),
                 throw=abstractmethod(_throw_stub), close=_close_by_throwing('generator'))

Coroutine = _abc('Coroutine', (Awaitable,), [], False, ['__await__', 'send', 'throw', 'close'],
                 send=abstractmethod(_send_stub), throw=abstractmethod(_throw_stub),
                 close=_close_by_throwing('coroutine'))


async def _anext_stub(self):
    raise StopAsyncIteration


async def _anext_by_sending(self):
    return await self.asend(None)


async def _asend_stub(self, value):
    """Resume with value; returns what is yielded next."""
    return await _anext_stub(self)


async def _athrow_stub(self, typ, val=None, tb=None):
    """Raise an exception inside: typ, or val when given."""
    raise typ if val is None else val


async def _aclose(self):
    """Throw GeneratorExit in and check the generator ended."""
    stop = GeneratorExit
    try:
        await self.athrow(stop)
    except (stop, StopAsyncIteration):
        return
    raise RuntimeError("asynchronous generator ignored " + stop.__name__)


_anext_stub.__name__ = _anext_by_sending.__name__ = '__anext__'
AsyncIterator = _abc('AsyncIterator', (AsyncIterable,), [], False, ['__anext__', '__aiter__'],
                     __anext__=abstractmethod(_anext_stub), __aiter__=_return_self)
AsyncGenerator = _abc('AsyncGenerator', (AsyncIterator,), [], False,
                      ['__aiter__', '__anext__', 'asend', 'athrow', 'aclose'],
                      __anext__=_anext_by_sending, asend=abstractmethod(_asend_stub),
                      athrow=abstractmethod(_athrow_stub), aclose=_aclose)


# Callable[[args], result].

def _name_of(obj):
    if isinstance(obj, type) and not isinstance(obj, GenericAlias):
        where = obj.__module__
        return obj.__qualname__ if where == 'builtins' else where + '.' + obj.__qualname__
    if obj is Ellipsis:
        return '...'
    if isinstance(obj, type(_name_of)):
        return obj.__name__
    return repr(obj)


def _param_spec_like(obj):
    # ..., a list of types, or a typing.ParamSpec / Concatenate.
    if obj is Ellipsis or isinstance(obj, list):
        return True
    return type(obj).__name__ in ('ParamSpec', '_ConcatenateGenericAlias')


class _CallableGenericAlias(GenericAlias):
    """Callable[[int, str], float]: __args__ is flattened to (int, str,
    float); the repr keeps the list."""

    __slots__ = ()

    def __new__(cls, origin, spec):
        if not isinstance(spec, tuple) or len(spec) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        params, result = spec
        if isinstance(params, (tuple, list)):
            flat = (*params, result)
        elif not _param_spec_like(params):
            raise TypeError("Expected a list of types, an ellipsis, ParamSpec, or "
                            "Concatenate. Got %s" % (params,))
        else:
            flat = (params, result)
        return super().__new__(cls, origin, flat)

    def __repr__(self):
        parts = self.__args__
        if len(parts) == 2 and _param_spec_like(parts[0]):
            return GenericAlias.__repr__(self)
        shown = ', '.join(_name_of(a) for a in parts[:-1])
        return 'collections.abc.Callable[[%s], %s]' % (shown, _name_of(parts[-1]))

    def __reduce__(self):
        parts = self.__args__
        if len(parts) != 2 or not _param_spec_like(parts[0]):
            parts = [*parts[:-1]], parts[-1]
        return type(self), (Callable, parts)


Callable.__class_getitem__ = classmethod(_CallableGenericAlias)


# Sets.

def _subset(small, big):
    return len(small) <= len(big) and all(item in big for item in small)


def _coerce(self, other):
    # The other operand of - and ^ as a Set, or None to decline.
    if isinstance(other, Set):
        return other
    if isinstance(other, Iterable):
        return self._from_iterable(other)
    return None


class Set(Collection):
    """A finite iterable container; subclasses give __contains__, __iter__
    and __len__, and get comparisons and the set operators."""

    __slots__ = ()

    @classmethod
    def _from_iterable(cls, items):
        # Builds the result of an operator; override when the constructor
        # does not take an iterable.
        return cls(items)

    def __le__(self, other):
        return _subset(self, other) if isinstance(other, Set) else NotImplemented

    def __ge__(self, other):
        return _subset(other, self) if isinstance(other, Set) else NotImplemented

    def __lt__(self, other):
        if isinstance(other, Set):
            return len(self) != len(other) and _subset(self, other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, Set):
            return len(self) != len(other) and _subset(other, self)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, Set):
            return len(self) == len(other) and _subset(self, other)
        return NotImplemented

    def isdisjoint(self, other):
        """Whether self and other have no element in common."""
        return all(item not in self for item in other)

    def __and__(self, other):
        if isinstance(other, Iterable):
            return self._from_iterable([item for item in other if item in self])
        return NotImplemented

    def __or__(self, other):
        if isinstance(other, Iterable):
            return self._from_iterable([*self, *other])
        return NotImplemented

    def __sub__(self, other):
        other = _coerce(self, other)
        if other is None:
            return NotImplemented
        return self._from_iterable([item for item in self if item not in other])

    def __rsub__(self, other):
        other = _coerce(self, other)
        if other is None:
            return NotImplemented
        return self._from_iterable([item for item in other if item not in self])

    def __xor__(self, other):
        other = _coerce(self, other)
        if other is None:
            return NotImplemented
        left, right = self - other, other - self
        return left | right

    __rand__, __ror__, __rxor__ = __and__, __or__, __xor__

    def _hash(self):
        """The hash frozenset would give these elements."""
        top = sys.maxsize
        mask = 2 * top + 1
        h = (1927868237 * (len(self) + 1)) & mask
        for item in self:
            e = hash(item)
            h = (h ^ ((e ^ (e << 16) ^ 89869747) * 3644798167)) & mask
        h = h ^ (h >> 11) ^ (h >> 25)
        h = (h * 69069 + 907133923) & mask
        if h > top:
            h -= mask + 1
        return 590923713 if h == -1 else h


class MutableSet(Set):
    """A Set with add and discard, from which the in-place operators,
    remove, pop and clear are built."""

    __slots__ = ()

    def remove(self, element):
        """Remove element; KeyError if absent."""
        if element not in self:
            raise KeyError(element)
        self.discard(element)

    def pop(self):
        """Remove and return some element; KeyError if empty."""
        for value in self:
            self.discard(value)
            return value
        raise KeyError

    def clear(self):
        """Remove every element."""
        for value in list(self):
            self.discard(value)

    def __ior__(self, other):
        for item in other:
            self.add(item)
        return self

    def __iand__(self, other):
        for item in self - other:
            self.discard(item)
        return self

    def __ixor__(self, other):
        if other is self:
            self.clear()
            return self
        for item in _coerce(self, other):
            (self.discard if item in self else self.add)(item)
        return self

    def __isub__(self, other):
        if other is self:
            self.clear()
            return self
        for item in other:
            self.discard(item)
        return self


def _must_override(self, *args):
    raise NotImplementedError


for _method in ('add', 'discard'):
    _fn = abstractmethod(lambda self, value: _must_override(self))
    _fn.__name__ = _method
    setattr(MutableSet, _method, _fn)
MutableSet.__abstractmethods__ = frozenset({'add', 'discard', '__contains__', '__iter__', '__len__'})


# Mappings.

_MISSING = object()


def _find(mapping, key):
    try:
        return mapping[key]
    except KeyError:
        return _MISSING


class Mapping(Collection):
    """A read-only mapping; subclasses give __getitem__, __iter__ and
    __len__, and get get, keys, items, values, in and ==."""

    __slots__ = ()

    # Mappings are not reversible unless they say so.
    __reversed__ = None

    def get(self, key, default=None):
        """self[key] if key is present, else default."""
        found = _find(self, key)
        return default if found is _MISSING else found

    def __contains__(self, key):
        return _find(self, key) is not _MISSING

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError(key)

    def __eq__(self, other):
        if isinstance(other, Mapping):
            return dict(other.items()) == dict(self.items())
        return NotImplemented


class MappingView(Sized):
    """What keys(), items() and values() of a Mapping return."""

    __slots__ = ('_mapping',)
    __class_getitem__ = classmethod(GenericAlias)

    def __init__(self, source):
        self._mapping = source

    def __len__(self):
        source = self._mapping
        return len(source)

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, self._mapping)


def _plain_set(cls, it):
    return set(it)


class KeysView(MappingView, Set):
    __slots__ = ()

    def __iter__(self):
        return iter(self._mapping)

    def __contains__(self, key):
        source = self._mapping
        return key in source


class ItemsView(MappingView, Set):
    __slots__ = ()

    def __iter__(self):
        source = self._mapping
        return ((key, source[key]) for key in source)

    def __contains__(self, item):
        key, value = item
        found = _find(self._mapping, key)
        return found is not _MISSING and _same(found, value)


KeysView._from_iterable = ItemsView._from_iterable = classmethod(_plain_set)


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __iter__(self):
        source = self._mapping
        return (source[key] for key in source)

    def __contains__(self, x):
        return any(_same(item, x) for item in self)


def _view_method(name, view, doc):
    def method(self):
        return view(self)
    method.__name__, method.__doc__ = name, doc
    method.__qualname__ = 'Mapping.' + name
    return method


for _name, _view, _doc in (('keys', KeysView, 'A set-like view of the keys.'),
                           ('items', ItemsView, 'A set-like view of the (key, value) pairs.'),
                           ('values', None, 'A view of the values.')):
    setattr(Mapping, _name, _view_method(_name, _view or ValuesView, _doc))


def _pairs(other):
    # What MutableMapping.update accepts: a Mapping, anything with keys(),
    # or an iterable of pairs.
    if isinstance(other, Mapping) or hasattr(other, 'keys'):
        keys = other if isinstance(other, Mapping) else other.keys()
        return ((key, other[key]) for key in keys)
    return other


class MutableMapping(Mapping):
    """A Mapping with __setitem__ and __delitem__, from which pop, popitem,
    clear, update and setdefault are built."""

    __slots__ = ()

    def pop(self, key, default=_MISSING):
        """Remove key and return its value, else default; KeyError if
        absent and no default is given."""
        found = _find(self, key)
        if found is _MISSING:
            if default is _MISSING:
                raise KeyError(key)
            return default
        del self[key]
        return found

    def popitem(self):
        """Remove and return some (key, value) pair; KeyError if empty."""
        for key in self:
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def clear(self):
        """Remove every item."""
        for key in list(self):
            del self[key]

    def update(self, other=(), /, **kw):
        """Set keys from a mapping, an object with keys(), or pairs, then
        from the keyword arguments."""
        for pairs in (_pairs(other), kw.items()):
            for key, value in pairs:
                self[key] = value

    def setdefault(self, key, default=None):
        """self[key], first setting it to default if absent."""
        found = _find(self, key)
        if found is _MISSING:
            self[key] = found = default
        return found


def _abstract_slots(cls, names, error):
    # Abstract __setitem__/__delitem__/insert stubs that raise error.
    for name in names:
        def stub(self, *args):
            raise error
        stub.__name__ = name
        setattr(cls, name, abstractmethod(stub))
    cls.__abstractmethods__ = cls.__abstractmethods__ | frozenset(names)


_abstract_slots(MutableMapping, ('__setitem__', '__delitem__'), KeyError)


# Sequences.

class Sequence(Reversible, Collection):
    """A read-only sequence; subclasses give __getitem__ and __len__, and
    get iteration, in, reversed, index and count."""

    __slots__ = ()

    def __iter__(self):
        pos = 0
        try:
            while True:
                yield self[pos]
                pos += 1
        except IndexError:
            return

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError(index)

    def __contains__(self, x):
        return any(_same(item, x) for item in self)

    def __reversed__(self):
        return (self[pos] for pos in range(len(self) - 1, -1, -1))

    def index(self, value, start=0, stop=None):
        """The first position of value in self[start:stop]; ValueError if
        it is not there."""
        if (start or 0) < 0:
            start = max(len(self) + start, 0)
        if (stop or 0) < 0:
            stop += len(self)
        positions = range(start, stop) if stop is not None else _count_from(start)
        for pos in positions:
            try:
                item = self[pos]
            except IndexError:
                break
            if _same(item, value):
                return pos
        raise ValueError

    def count(self, value):
        """How many items are, or equal, value."""
        return sum(1 for item in self if _same(item, value))


def _count_from(n):
    while True:
        yield n
        n += 1


class ByteString(Sequence):
    """bytes and bytearray."""

    __slots__ = ()


class MutableSequence(Sequence):
    """A Sequence with __setitem__, __delitem__ and insert, from which
    append, extend, pop, remove, reverse, clear and += are built."""

    __slots__ = ()

    def append(self, value):
        """Add value at the end."""
        end = len(self)
        self.insert(end, value)

    def clear(self):
        """Remove every item."""
        while len(self):
            self.pop()

    def reverse(self):
        """Reverse in place."""
        last = len(self) - 1
        for i in range(len(self) // 2):
            self[i], self[last - i] = self[last - i], self[i]

    def extend(self, values):
        """Append every item of values."""
        for value in (list(values) if values is self else values):
            self.append(value)

    def pop(self, index=-1):
        """Remove and return the item at index (the last by default)."""
        value = self[index]
        del self[index]
        return value

    def remove(self, value):
        """Remove the first occurrence of value; ValueError if absent."""
        pos = self.index(value)
        del self[pos]

    def __iadd__(self, other):
        self.extend(other)
        return self


_abstract_slots(MutableSequence, ('__setitem__', '__delitem__', 'insert'), IndexError)

for _abc_class, _kinds in ((Set, (frozenset,)), (MutableSet, (set,)), (MutableMapping, (dict,)),
                           (Sequence, (tuple, str, range, memoryview)),
                           (ByteString, (bytes, bytearray)), (MutableSequence, (list, bytearray))):
    for _kind in _kinds:
        _abc_class.register(_kind)
del _abc_class, _kinds, _kind, _method, _fn, _name, _view, _doc


# The built-in types that the hooks do not find by themselves.

def _register_builtins():
    probe = {'k': 'v'}
    for view, abc in ((probe.keys(), KeysView), (probe.items(), ItemsView),
                      (probe.values(), ValuesView)):
        abc.register(type(view))
    Mapping.register(type(type.__dict__))
    iterables = (b'', bytearray(), probe, probe.keys(), probe.values(), probe.items(),
                 [], range(0), range(1 << 64), set(), '', ())
    for it in iterables:
        Iterator.register(type(iter(it)))
    Iterator.register(type(reversed([])))
    Iterator.register(type(zip()))

    def gen():
        yield
    Generator.register(type(gen()))

    async def coro():
        pass
    c = coro()
    Coroutine.register(type(c))
    c.close()

    async def agen():
        yield
    AsyncGenerator.register(type(agen()))


_register_builtins()
del _register_builtins
