"""Container datatypes beyond dict, list, set and tuple.

namedtuple()  factory for tuple subclasses with named fields
deque         list-like container with fast appends and pops on either end
ChainMap      dict-like view over several mappings
Counter       dict subclass for counting hashable objects
OrderedDict   dict subclass with order-aware equality and move_to_end
defaultdict   dict subclass that calls a factory to supply missing values
UserDict, UserList, UserString   wrappers that are easy to subclass
"""

__all__ = [
    'ChainMap',
    'Counter',
    'OrderedDict',
    'UserDict',
    'UserList',
    'UserString',
    'defaultdict',
    'deque',
    'namedtuple',
]

import _collections_abc
import sys as _sys
from itertools import chain as _chain
from itertools import repeat as _repeat
from itertools import starmap as _starmap
from keyword import iskeyword as _iskeyword
from operator import eq as _eq
from operator import itemgetter as _itemgetter
from reprlib import recursive_repr as _recursive_repr

_GenericAlias = type(list[int])


################################################################################
### deque
################################################################################

class deque:
    """A list-like sequence optimized for data accesses near its endpoints.

    Stored as two lists back to back: _left holds the front in reverse
    order and _right the back, so appends and pops at either end are list
    appends and pops. A pop from an empty side moves half of the other side
    over, which keeps both ends amortized O(1).
    """

    __slots__ = ('_left', '_right', '_maxlen', '_state')

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError("an integer is required")
            if maxlen < 0:
                raise ValueError("maxlen must be non-negative")
        self._maxlen = maxlen
        self._left = []
        self._right = []
        self._state = 0
        self.extend(iterable)

    @property
    def maxlen(self):
        """maximum size of a deque or None if unbounded"""
        return self._maxlen

    def __len__(self):
        return len(self._left) + len(self._right)

    def __bool__(self):
        return bool(self._left) or bool(self._right)

    def _rebalance_into_left(self):
        # _left is empty: move the front half of _right to it.
        right = self._right
        half = (len(right) + 1) // 2
        front = right[:half]
        front.reverse()
        self._left = front
        del right[:half]

    def _rebalance_into_right(self):
        left = self._left
        half = (len(left) + 1) // 2
        back = left[:half]
        back.reverse()
        self._right = back
        del left[:half]

    def append(self, x, /):
        """Add an element to the right side of the deque."""
        self._state += 1
        maxlen = self._maxlen
        if maxlen is not None and len(self._left) + len(self._right) >= maxlen:
            if maxlen == 0:
                return
            self._popleft()
        self._right.append(x)

    def appendleft(self, x, /):
        """Add an element to the left side of the deque."""
        self._state += 1
        maxlen = self._maxlen
        if maxlen is not None and len(self._left) + len(self._right) >= maxlen:
            if maxlen == 0:
                return
            self._pop()
        self._left.append(x)

    def _pop(self):
        if not self._right:
            if not self._left:
                raise IndexError("pop from an empty deque")
            self._rebalance_into_right()
        return self._right.pop()

    def _popleft(self):
        if not self._left:
            if not self._right:
                raise IndexError("pop from an empty deque")
            self._rebalance_into_left()
        return self._left.pop()

    def pop(self):
        """Remove and return the rightmost element."""
        self._state += 1
        return self._pop()

    def popleft(self):
        """Remove and return the leftmost element."""
        self._state += 1
        return self._popleft()

    def extend(self, iterable, /):
        """Extend the right side of the deque with elements from the iterable"""
        if iterable is self:
            iterable = list(iterable)
        if self._maxlen is None:
            self._state += 1
            self._right.extend(iterable)
            return
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable, /):
        """Extend the left side of the deque with elements from the iterable"""
        if iterable is self:
            iterable = list(iterable)
        if self._maxlen is None:
            self._state += 1
            self._left.extend(iterable)
            return
        for x in iterable:
            self.appendleft(x)

    def clear(self):
        """Remove all elements from the deque."""
        self._state += 1
        self._left = []
        self._right = []

    def copy(self):
        """Return a shallow copy of a deque."""
        return self.__class__(self, self._maxlen)

    __copy__ = copy

    def _items(self):
        items = self._left[::-1]
        items.extend(self._right)
        return items

    def _set_items(self, items):
        self._left = []
        self._right = items

    def count(self, value, /):
        """Return number of occurrences of value."""
        n = 0
        state = self._state
        for item in self._items():
            if item is value or item == value:
                n += 1
            if state != self._state:
                raise RuntimeError("deque mutated during iteration")
        return n

    def index(self, value, start=0, stop=None, /):
        """Return first index of value.

        Raises ValueError if the value is not present.
        """
        items = self._items()
        n = len(items)
        if stop is None:
            stop = n
        start, stop, _ = slice(start, stop).indices(n)
        state = self._state
        for i in range(start, stop):
            item = items[i]
            if item is value or item == value:
                return i
            if state != self._state:
                raise RuntimeError("deque mutated during iteration")
        raise ValueError('%r is not in deque' % (value,))

    def insert(self, index, value, /):
        """Insert value before index."""
        if self._maxlen is not None and len(self) >= self._maxlen:
            raise IndexError("deque already at its maximum size")
        self._state += 1
        items = self._items()
        items.insert(index, value)
        self._set_items(items)

    def remove(self, value, /):
        """Remove first occurrence of value."""
        items = self._items()
        for i, item in enumerate(items):
            if item is value or item == value:
                self._state += 1
                del items[i]
                self._set_items(items)
                return
        raise ValueError('%r is not in deque' % (value,))

    def reverse(self):
        """Reverse *IN PLACE*."""
        self._state += 1
        self._left, self._right = self._right, self._left

    def rotate(self, n=1, /):
        """Rotate the deque n steps to the right (to the left when n is
        negative).
        """
        length = len(self)
        if length <= 1:
            return
        self._state += 1
        k = n % length
        if k == 0:
            return
        items = self._items()
        self._set_items(items[-k:] + items[:-k])

    def _index(self, index):
        if not isinstance(index, int):
            if hasattr(type(index), '__index__'):
                index = index.__index__()
            else:
                raise TypeError('sequence index must be integer, not %r'
                                % type(index).__name__)
        nleft = len(self._left)
        n = nleft + len(self._right)
        if index < 0:
            index += n
        if index < 0 or index >= n:
            raise IndexError('deque index out of range')
        return index, nleft

    def __getitem__(self, index):
        i, nleft = self._index(index)
        if i < nleft:
            return self._left[nleft - 1 - i]
        return self._right[i - nleft]

    def __setitem__(self, index, value):
        i, nleft = self._index(index)
        if i < nleft:
            self._left[nleft - 1 - i] = value
        else:
            self._right[i - nleft] = value

    def __delitem__(self, index):
        i, nleft = self._index(index)
        self._state += 1
        if i < nleft:
            del self._left[nleft - 1 - i]
        else:
            del self._right[i - nleft]

    def __contains__(self, value):
        for item in self._items():
            if item is value or item == value:
                return True
        return False

    def __iter__(self):
        state = self._state
        left = self._left
        for i in range(len(left) - 1, -1, -1):
            if state != self._state:
                raise RuntimeError("deque mutated during iteration")
            yield left[i]
        right = self._right
        for i in range(len(right)):
            if state != self._state:
                raise RuntimeError("deque mutated during iteration")
            yield right[i]

    def __reversed__(self):
        return reversed(self._items())

    def __repr__(self):
        if not hasattr(self, '_left'):
            return '[...]'
        return self._repr()

    @_recursive_repr('[...]')
    def _repr(self):
        name = type(self).__name__
        if self._maxlen is None:
            return '%s(%r)' % (name, self._items())
        return '%s(%r, maxlen=%d)' % (name, self._items(), self._maxlen)

    def __reduce__(self):
        return type(self), ((), self._maxlen), None, iter(self)

    def _compare(self, other, op):
        if not isinstance(other, deque):
            return NotImplemented
        return op(self._items(), other._items())

    def __eq__(self, other):
        return self._compare(other, list.__eq__)

    def __ne__(self, other):
        return self._compare(other, list.__ne__)

    def __lt__(self, other):
        return self._compare(other, list.__lt__)

    def __le__(self, other):
        return self._compare(other, list.__le__)

    def __gt__(self, other):
        return self._compare(other, list.__gt__)

    def __ge__(self, other):
        return self._compare(other, list.__ge__)

    __hash__ = None

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError('can only concatenate deque (not "%s") to deque'
                            % type(other).__name__)
        new = self.copy()
        new.extend(other)
        return new

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        new = self.copy()
        new *= n
        return new

    __rmul__ = __mul__

    def __imul__(self, n):
        items = self._items()
        if n <= 0 or not items:
            self.clear()
            return self
        if self._maxlen is None:
            self._state += 1
            self._set_items(items * n)
        else:
            for _ in range(n - 1):
                self.extend(items)
        return self

    __class_getitem__ = classmethod(_GenericAlias)


try:  # deque in Go (CPython's is C), but for what _deque_forward holds
    from _collections import _deque
except ImportError:
    _deque = None

if _deque is not None:
    _py_deque = deque

    def _deque_insert(self, index, value, /):
        """Insert value before index."""
        if self.maxlen is not None and len(self) >= self.maxlen:
            raise IndexError("deque already at its maximum size")
        items = self._items()
        items.insert(index, value)
        self._set_items(items)

    def _deque_remove(self, value, /):
        """Remove first occurrence of value."""
        items = self._items()
        for i, item in enumerate(items):
            if item is value or item == value:
                del items[i]
                self._set_items(items)
                return
        raise ValueError('%r is not in deque' % (value,))

    def _deque_imul(self, n):
        items = self._items()
        if n <= 0 or not items:
            self.clear()
            return self
        if self.maxlen is None:
            self._set_items(items * n)
        else:
            for _ in range(n - 1):
                self.extend(items)
        return self

    def _deque_cmp(op):
        def compare(self, other):
            if not isinstance(other, deque):
                return NotImplemented
            return op(self._items(), other._items())
        return compare

    # The methods of the Go deque that are Python, by name.
    _deque_forward = {
        'copy': _py_deque.copy, '__copy__': _py_deque.copy, 'index': _py_deque.index,
        'insert': _deque_insert, 'remove': _deque_remove, '__repr__': _py_deque._repr,
        '__reduce__': _py_deque.__reduce__, '__eq__': _deque_cmp(list.__eq__),
        '__ne__': _deque_cmp(list.__ne__), '__lt__': _deque_cmp(list.__lt__),
        '__le__': _deque_cmp(list.__le__), '__gt__': _deque_cmp(list.__gt__),
        '__ge__': _deque_cmp(list.__ge__), '__add__': _py_deque.__add__, '__iadd__': _py_deque.__iadd__,
        '__mul__': _py_deque.__mul__, '__rmul__': _py_deque.__mul__, '__imul__': _deque_imul,
        '__class_getitem__': _GenericAlias,
    }
    deque = _deque


_collections_abc.MutableSequence.register(deque)


################################################################################
### defaultdict
################################################################################

class defaultdict(dict):
    """defaultdict(default_factory=None, /, [...]) --> dict with default factory

    The default factory is called without arguments to produce
    a new value when a key is not present, in __getitem__ only.
    A defaultdict compares equal to a dict with the same items.
    All remaining arguments are treated the same as if they were
    passed to the dict constructor, including keyword arguments.
    """

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        self.default_factory = default_factory
        dict.__init__(self, *args, **kwargs)

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        factory = self.default_factory
        if factory is None:
            head = 'None'
        elif factory is self:
            head = '...'
        else:
            head = repr(factory)
        return '%s(%s, %s)' % (type(self).__name__, head, dict.__repr__(self))

    def copy(self):
        """D.copy() -> a shallow copy of D."""
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __reduce__(self):
        args = (self.default_factory,) if self.default_factory is not None else ()
        return type(self), args, None, None, iter(self.items())

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


################################################################################
### OrderedDict
################################################################################

class _OrderedDictKeysView(_collections_abc.KeysView):

    def __reversed__(self):
        yield from reversed(self._mapping)

    def __repr__(self):
        return 'odict_keys(%r)' % (list(self),)


class _OrderedDictItemsView(_collections_abc.ItemsView):

    def __reversed__(self):
        for key in reversed(self._mapping):
            yield (key, self._mapping[key])

    def __repr__(self):
        return 'odict_items(%r)' % (list(self),)


class _OrderedDictValuesView(_collections_abc.ValuesView):

    def __reversed__(self):
        for key in reversed(self._mapping):
            yield self._mapping[key]

    def __repr__(self):
        return 'odict_values(%r)' % (list(self),)


class OrderedDict(dict):
    """Dictionary that remembers insertion order.

    dict keeps insertion order already; what OrderedDict adds is
    order-sensitive equality with other OrderedDicts, move_to_end and
    popitem(last=False).
    """

    def popitem(self, last=True):
        """Remove and return the last (key, value) pair, or the first when
        last is false.
        """
        if not self:
            raise KeyError('dictionary is empty')
        key = next(reversed(self)) if last else next(iter(self))
        value = dict.pop(self, key)
        return key, value

    def move_to_end(self, key, last=True):
        """Move an existing key to the end, or to the beginning when last is
        false. KeyError when the key is missing.
        """
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
            return
        rest = list(dict.items(self))
        dict.clear(self)
        dict.__setitem__(self, key, value)
        for k, v in rest:
            dict.__setitem__(self, k, v)

    def keys(self):
        "D.keys() -> a set-like object providing a view on D's keys"
        return _OrderedDictKeysView(self)

    def items(self):
        "D.items() -> a set-like object providing a view on D's items"
        return _OrderedDictItemsView(self)

    def values(self):
        "D.values() -> an object providing a view on D's values"
        return _OrderedDictValuesView(self)

    __ne__ = _collections_abc.MutableMapping.__ne__

    def setdefault(self, key, default=None):
        """Insert key with a value of default if key is not in the dictionary.

        Return the value for key if key is in the dictionary, else default.
        """
        if key in self:
            return self[key]
        self[key] = default
        return default

    def __repr__(self):
        if not self:
            return '%s()' % (self.__class__.__name__,)
        return self._repr()

    @_recursive_repr()
    def _repr(self):
        return '%s(%r)' % (self.__class__.__name__, list(dict.items(self)))

    def __reduce__(self):
        state = getattr(self, '__dict__', None) or None
        return self.__class__, (), state, None, iter(dict.items(self))

    def copy(self):
        "od.copy() -> a shallow copy of od"
        return self.__class__(self)

    @classmethod
    def fromkeys(cls, iterable, value=None):
        """Create a new ordered dictionary with keys from iterable and values set to value."""
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __eq__(self, other):
        """Order-sensitive equality with another OrderedDict, plain dict
        equality with other mappings.
        """
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and all(map(_eq, self, other))
        return dict.__eq__(self, other)

    __hash__ = None

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(other)
        new.update(self)
        return new


################################################################################
### namedtuple
################################################################################

class _tuplegetter:
    # The accessor of one namedtuple field: a read-only data descriptor
    # returning the tuple's item at index. (No docstring: __doc__ is a slot.)

    __slots__ = ('_index', '__doc__')

    def __init__(self, index, doc):
        self._index = index
        self.__doc__ = doc

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return instance[self._index]

    def __set__(self, instance, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, instance):
        raise AttributeError("can't delete attribute")

    def __reduce__(self):
        return type(self), (self._index, self.__doc__)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Return a new tuple subclass named typename with named fields.

    field_names is a sequence of names or one string of names separated by
    spaces or commas. rename replaces invalid names with _0, _1, ...;
    defaults gives default values for the rightmost fields; module sets
    __module__. The class has _make(), _asdict(), _replace(), _fields and
    _field_defaults.
    """
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = _sys.intern(str(typename))

    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier()
                    or _iskeyword(name)
                    or name.startswith('_')
                    or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)

    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             f'identifiers: {name!r}')
        if _iskeyword(name):
            raise ValueError('Type names and field names cannot be a '
                             f'keyword: {name!r}')

    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: '
                             f'{name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names),
                                                reversed(defaults)))))

    field_names = tuple(map(_sys.intern, field_names))
    num_fields = len(field_names)
    arg_list = ', '.join(field_names)
    if num_fields == 1:
        arg_list += ','
    repr_fmt = '(' + ', '.join(f'{name}=%r' for name in field_names) + ')'
    tuple_new = tuple.__new__

    # __new__ is compiled from source so that its signature names the
    # fields, as keyword arguments and error messages need.
    namespace = {
        '_tuple_new': tuple_new,
        '__builtins__': {},
        '__name__': f'namedtuple_{typename}',
    }
    code = f'lambda _cls, {arg_list}: _tuple_new(_cls, ({arg_list}))'
    __new__ = eval(code, namespace)
    __new__.__name__ = '__new__'
    __new__.__doc__ = f'Create new instance of {typename}({arg_list})'
    if defaults is not None:
        __new__.__defaults__ = defaults

    @classmethod
    def _make(cls, iterable):
        result = tuple_new(cls, iterable)
        if len(result) != num_fields:
            raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
        return result

    _make.__func__.__doc__ = (f'Make a new {typename} object from a sequence '
                              'or iterable')

    def _replace(self, /, **kwds):
        result = self._make(map(kwds.pop, field_names, self))
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return result

    _replace.__doc__ = (f'Return a new {typename} object replacing specified '
                        'fields with new values')

    def __repr__(self):
        'Return a nicely formatted representation string'
        return self.__class__.__name__ + repr_fmt % self

    def _asdict(self):
        'Return a new dict which maps field names to their values.'
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        'Return self as a plain tuple.  Used by copy and pickle.'
        return tuple(self)

    for method in (__new__, _make.__func__, _replace, __repr__, _asdict, __getnewargs__):
        method.__qualname__ = f'{typename}.{method.__name__}'

    class_namespace = {
        '__doc__': f'{typename}({arg_list})',
        '__slots__': (),
        '_fields': field_names,
        '_field_defaults': field_defaults,
        '__new__': __new__,
        '_make': _make,
        '_replace': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
        '__match_args__': field_names,
    }
    for index, name in enumerate(field_names):
        doc = _sys.intern(f'Alias for field number {index}')
        class_namespace[name] = _tuplegetter(index, doc)

    result = type(typename, (tuple,), class_namespace)

    # The class belongs to the caller's module, as pickling and reprs expect.
    if module is None:
        try:
            module = _sys._getframe(1).f_globals.get('__name__', '__main__')
        except (AttributeError, ValueError):
            pass
    if module is not None:
        result.__module__ = module

    return result


################################################################################
### Counter
################################################################################

def _count_elements(mapping, iterable):
    'Tally elements from the iterable.'
    mapping_get = mapping.get
    for elem in iterable:
        mapping[elem] = mapping_get(elem, 0) + 1


try:  # the loop in Go (CPython's is C)
    from _collections import _count_elements
except ImportError:
    pass


class Counter(dict):
    """A dict subclass counting hashable items: elements are keys, their
    counts the values. Missing elements count zero; counts may be zero or
    negative. Counters add, subtract, intersect and unite like multisets.
    """

    def __init__(self, iterable=None, /, **kwds):
        """Count the elements of iterable, or take counts from a mapping,
        plus keyword counts.
        """
        super().__init__()
        self.update(iterable, **kwds)

    def __missing__(self, key):
        'The count of elements not in the Counter is zero.'
        return 0

    def total(self):
        'Sum of the counts'
        return sum(self.values())

    def most_common(self, n=None):
        """The n most common elements and their counts, most common first
        (all of them when n is None); equal counts keep insertion order.
        """
        if n is None:
            return sorted(self.items(), key=_itemgetter(1), reverse=True)
        import heapq
        return heapq.nlargest(n, self.items(), key=_itemgetter(1))

    def elements(self):
        """An iterator over the elements, each repeated as many times as its
        count (elements with a count below one are skipped).
        """
        return _chain.from_iterable(_starmap(_repeat, self.items()))

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        """Add counts from an iterable of elements or from a mapping of
        counts (and keyword counts), instead of replacing them as dict.update.
        """
        if iterable is not None:
            if isinstance(iterable, _collections_abc.Mapping):
                if self:
                    self_get = self.get
                    for elem, count in iterable.items():
                        self[elem] = count + self_get(elem, 0)
                else:
                    # Fast path when the counter is empty.
                    super().update(iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        """Subtract counts from an iterable of elements or a mapping of
        counts (and keyword counts); counts may go to zero or below.
        """
        if iterable is not None:
            self_get = self.get
            if isinstance(iterable, _collections_abc.Mapping):
                for elem, count in iterable.items():
                    self[elem] = self_get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = self_get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        'Return a shallow copy.'
        return self.__class__(self)

    def __reduce__(self):
        return self.__class__, (dict(self),)

    def __delitem__(self, elem):
        'Like dict.__delitem__() but does not raise KeyError for missing values.'
        if elem in self:
            super().__delitem__(elem)

    def __eq__(self, other):
        'True if all counts agree. Missing counts are treated as zero.'
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        'True if any counts disagree. Missing counts are treated as zero.'
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        'True if all counts in self are a subset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        'True if all counts in self are a proper subset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        'True if all counts in self are a superset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        'True if all counts in self are a proper superset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        try:
            # dict() preserves the ordering returned by most_common()
            d = dict(self.most_common())
        except TypeError:
            # handle case where values are not orderable
            d = dict(self)
        return f'{self.__class__.__name__}({d!r})'

    def __add__(self, other):
        """Add counts; keep the elements whose sum is positive."""
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        """Subtract counts; keep the elements whose difference is positive."""
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        """Union: the larger of the two counts, for positive results."""
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        """Intersection: the smaller of the two counts, for positive results."""
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        """The elements with a positive count."""
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        """The negated counts of the elements with a negative count."""
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        '''Internal method to strip elements with a negative or zero count'''
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        '''Inplace add from another counter, keeping only positive counts.'''
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        '''Inplace subtract counter, but keep only results with positive counts.'''
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        '''Inplace union is the maximum of value from either counter.'''
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        '''Inplace intersection is the minimum of corresponding counts.'''
        for elem, count in self.items():
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


################################################################################
### ChainMap
################################################################################

class ChainMap(_collections_abc.MutableMapping):
    """A view of several mappings as one: lookups search maps in order;
    writes, updates and deletions go to the first mapping.
    """

    def __init__(self, *maps):
        """Chain the given mappings (a new empty dict when there are none)."""
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        d = {}
        for mapping in reversed(self.maps):
            d.update(dict.fromkeys(mapping))
        return iter(d)

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    @_recursive_repr()
    def __repr__(self):
        return f'{self.__class__.__name__}({", ".join(map(repr, self.maps))})'

    @classmethod
    def fromkeys(cls, iterable, *args):
        'Create a ChainMap with a single dict created from the iterable.'
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        'New ChainMap or subclass with a new copy of maps[0] and refs to maps[1:]'
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        """A new ChainMap with m (or a new dict of kwargs) in front of these
        maps.
        """
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        'New ChainMap from maps[1:].'
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        'Remove and return an item pair from maps[0]. Raise KeyError is maps[0] is empty.'
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        'Remove *key* from maps[0] and return its value. Raise KeyError if *key* not in maps[0].'
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        'Clear maps[0], leaving maps[1:] intact.'
        self.maps[0].clear()

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, _collections_abc.Mapping):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ror__(self, other):
        if not isinstance(other, _collections_abc.Mapping):
            return NotImplemented
        m = dict(other)
        for child in reversed(self.maps):
            m.update(child)
        return self.__class__(m)


################################################################################
### UserDict
################################################################################

class UserDict(_collections_abc.MutableMapping):
    """A dict wrapper that is easy to subclass: the items live in .data."""

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, "__missing__"):
            return self.__class__.__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self

    def __copy__(self):
        inst = self.__class__.__new__(self.__class__)
        inst.__dict__.update(self.__dict__)
        inst.__dict__["data"] = self.__dict__["data"].copy()
        return inst

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        import copy
        data = self.data
        try:
            self.data = {}
            c = copy.copy(self)
        finally:
            self.data = data
        c.update(self)
        return c

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


################################################################################
### UserList
################################################################################

class UserList(_collections_abc.MutableSequence):
    """A list wrapper that is easy to subclass: the items live in .data."""

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) == type(self.data):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def __lt__(self, other):
        return self.data < self.__cast(other)

    def __le__(self, other):
        return self.data <= self.__cast(other)

    def __eq__(self, other):
        return self.data == self.__cast(other)

    def __gt__(self, other):
        return self.data > self.__cast(other)

    def __ge__(self, other):
        return self.data >= self.__cast(other)

    def __cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        if isinstance(other, type(self.data)):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        if isinstance(other, type(self.data)):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        elif isinstance(other, type(self.data)):
            self.data += other
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        inst = self.__class__.__new__(self.__class__)
        inst.__dict__.update(self.__dict__)
        inst.__dict__["data"] = self.__dict__["data"][:]
        return inst

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


################################################################################
### UserString
################################################################################

class UserString(_collections_abc.Sequence):
    """A str wrapper that is easy to subclass: the text lives in .data."""

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __complex__(self):
        return complex(self.data)

    def __hash__(self):
        return hash(self.data)

    def __getnewargs__(self):
        return (self.data[:],)

    def __eq__(self, string):
        if isinstance(string, UserString):
            return self.data == string.data
        return self.data == string

    def __lt__(self, string):
        if isinstance(string, UserString):
            return self.data < string.data
        return self.data < string

    def __le__(self, string):
        if isinstance(string, UserString):
            return self.data <= string.data
        return self.data <= string

    def __gt__(self, string):
        if isinstance(string, UserString):
            return self.data > string.data
        return self.data > string

    def __ge__(self, string):
        if isinstance(string, UserString):
            return self.data >= string.data
        return self.data >= string

    def __contains__(self, char):
        if isinstance(char, UserString):
            char = char.data
        return char in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        elif isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def __rmod__(self, template):
        return self.__class__(str(template) % self)

    def capitalize(self):
        return self.__class__(self.data.capitalize())

    def casefold(self):
        return self.__class__(self.data.casefold())

    def center(self, width, *args):
        return self.__class__(self.data.center(width, *args))

    def count(self, sub, start=0, end=_sys.maxsize):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.count(sub, start, end)

    def removeprefix(self, prefix, /):
        if isinstance(prefix, UserString):
            prefix = prefix.data
        return self.__class__(self.data.removeprefix(prefix))

    def removesuffix(self, suffix, /):
        if isinstance(suffix, UserString):
            suffix = suffix.data
        return self.__class__(self.data.removesuffix(suffix))

    def encode(self, encoding='utf-8', errors='strict'):
        encoding = 'utf-8' if encoding is None else encoding
        errors = 'strict' if errors is None else errors
        return self.data.encode(encoding, errors)

    def endswith(self, suffix, start=0, end=_sys.maxsize):
        return self.data.endswith(suffix, start, end)

    def expandtabs(self, tabsize=8):
        return self.__class__(self.data.expandtabs(tabsize))

    def find(self, sub, start=0, end=_sys.maxsize):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.find(sub, start, end)

    def format(self, /, *args, **kwds):
        return self.data.format(*args, **kwds)

    def format_map(self, mapping):
        return self.data.format_map(mapping)

    def index(self, sub, start=0, end=_sys.maxsize):
        return self.data.index(sub, start, end)

    def isalpha(self):
        return self.data.isalpha()

    def isalnum(self):
        return self.data.isalnum()

    def isascii(self):
        return self.data.isascii()

    def isdecimal(self):
        return self.data.isdecimal()

    def isdigit(self):
        return self.data.isdigit()

    def isidentifier(self):
        return self.data.isidentifier()

    def islower(self):
        return self.data.islower()

    def isnumeric(self):
        return self.data.isnumeric()

    def isprintable(self):
        return self.data.isprintable()

    def isspace(self):
        return self.data.isspace()

    def istitle(self):
        return self.data.istitle()

    def isupper(self):
        return self.data.isupper()

    def join(self, seq):
        return self.data.join(seq)

    def ljust(self, width, *args):
        return self.__class__(self.data.ljust(width, *args))

    def lower(self):
        return self.__class__(self.data.lower())

    def lstrip(self, chars=None):
        return self.__class__(self.data.lstrip(chars))

    maketrans = str.maketrans

    def partition(self, sep):
        return self.data.partition(sep)

    def replace(self, old, new, maxsplit=-1):
        if isinstance(old, UserString):
            old = old.data
        if isinstance(new, UserString):
            new = new.data
        return self.__class__(self.data.replace(old, new, maxsplit))

    def rfind(self, sub, start=0, end=_sys.maxsize):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.rfind(sub, start, end)

    def rindex(self, sub, start=0, end=_sys.maxsize):
        return self.data.rindex(sub, start, end)

    def rjust(self, width, *args):
        return self.__class__(self.data.rjust(width, *args))

    def rpartition(self, sep):
        return self.data.rpartition(sep)

    def rstrip(self, chars=None):
        return self.__class__(self.data.rstrip(chars))

    def split(self, sep=None, maxsplit=-1):
        return self.data.split(sep, maxsplit)

    def rsplit(self, sep=None, maxsplit=-1):
        return self.data.rsplit(sep, maxsplit)

    def splitlines(self, keepends=False):
        return self.data.splitlines(keepends)

    def startswith(self, prefix, start=0, end=_sys.maxsize):
        return self.data.startswith(prefix, start, end)

    def strip(self, chars=None):
        return self.__class__(self.data.strip(chars))

    def swapcase(self):
        return self.__class__(self.data.swapcase())

    def title(self):
        return self.__class__(self.data.title())

    def translate(self, *args):
        return self.__class__(self.data.translate(*args))

    def upper(self):
        return self.__class__(self.data.upper())

    def zfill(self, width):
        return self.__class__(self.data.zfill(width))
