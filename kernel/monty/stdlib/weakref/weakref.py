"""Weak references and the containers built on them.

ref is Go (_weakref); WeakValueDictionary, WeakKeyDictionary, WeakSet,
WeakMethod, proxy and finalize are written here on top of it. In monty a
referent dies at a collection (gc.collect()), not at its last del.
"""

import sys
import _collections_abc
from _weakref import ref, getweakrefcount, getweakrefs

ReferenceType = ref

__all__ = """ref proxy getweakrefcount getweakrefs WeakKeyDictionary
    ReferenceType ProxyType CallableProxyType ProxyTypes WeakValueDictionary
    WeakSet WeakMethod finalize""".split()

_GenericAlias = type(list[int])
_Mapping = _collections_abc.Mapping


def _ref_repr(r, obj):
    # The repr of a ref (called by the Go type): what it points to, if alive.
    if obj is None:
        return '<weakref at %#x; dead>' % id(r)
    kind = getattr(type(obj), '__qualname__', type(obj).__name__)
    try:
        label = ' (%s)' % (obj.__name__,)
    except Exception:
        label = ''
    return "<weakref at %#x; to '%s' at %#x%s>" % (id(r), kind, id(obj), label)


class KeyedRef(ref):
    """A ref that also remembers a key: WeakValueDictionary's entries."""

    __slots__ = ('key',)

    def __new__(cls, ob, callback, key):
        made = ref.__new__(cls, ob, callback)
        made.key = key
        return made

    def __init__(self, ob, callback, key):
        pass


class WeakMethod(ref):
    """A weak reference to a bound method, dead when either its object or
    its function is."""

    __slots__ = ('_func_ref', '_meth_type', '_alive', '__weakref__')

    def __new__(cls, meth, callback=None):
        try:
            target, fn = meth.__self__, meth.__func__
        except AttributeError:
            raise TypeError('argument should be a bound method, not %s' % type(meth)) from None

        def died(_):
            me = handle()
            if me is not None and me._alive:
                me._alive = False
                if callback is not None:
                    callback(me)

        made = ref.__new__(cls, target, died)
        made._func_ref = ref(fn, died)
        made._meth_type = type(meth)
        made._alive = True
        handle = ref(made)
        return made

    def __call__(self):
        target, fn = ref.__call__(self), self._func_ref()
        if target is None or fn is None:
            return None
        return self._meth_type(fn, target)

    def __eq__(self, other):
        if not isinstance(other, WeakMethod):
            return NotImplemented
        if self._alive and other._alive:
            return self._func_ref == other._func_ref and ref.__eq__(self, other)
        return self is other

    def __ne__(self, other):
        same = self.__eq__(other)
        return same if same is NotImplemented else not same

    __hash__ = ReferenceType.__hash__


def _self_cleaning(container, forget):
    # A ref callback that calls forget(container, wr) while the
    # container is alive, without keeping it alive.
    handle = ref(container)

    def callback(wr):
        owner = handle()
        if owner is not None:
            forget(owner, wr)
    return callback


def _drop_value(d, wr):
    if d.data.get(wr.key) is wr:
        del d.data[wr.key]


class WeakValueDictionary(_collections_abc.MutableMapping):
    """A mapping whose values are held weakly: an entry goes when its
    value dies."""

    def __init__(self, source=(), /, **kw):
        self.data = {}
        self._remove = _self_cleaning(self, _drop_value)
        self.update(source, **kw)

    def _wrap(self, key, value):
        return KeyedRef(value, self._remove, key)

    def __getitem__(self, key):
        value = self.data[key]()
        if value is None:
            raise KeyError(key)
        return value

    def __setitem__(self, key, value):
        self.data[key] = self._wrap(key, value)

    def __delitem__(self, key):
        del self.data[key]

    def __len__(self):
        return sum(1 for wr in list(self.data.values()) if wr() is not None)

    def __contains__(self, key):
        wr = self.data.get(key)
        return wr is not None and wr() is not None

    def __repr__(self):
        return '<%s at %#x>' % (type(self).__name__, id(self))

    def __iter__(self):
        for key, wr in list(self.data.items()):
            if wr() is None:
                continue
            yield key

    def get(self, key, default=None):
        wr = self.data.get(key)
        value = None if wr is None else wr()
        return default if value is None else value

    def items(self):
        for key, wr in list(self.data.items()):
            value = wr()
            if value is not None:
                yield key, value

    def keys(self):
        return iter(self)

    def values(self):
        for _, value in self.items():
            yield value

    def itervaluerefs(self):
        """The KeyedRefs of the values (some may be dead)."""
        yield from list(self.data.values())

    def valuerefs(self):
        """A list of the KeyedRefs of the values."""
        return [*self.data.values()]

    def popitem(self):
        while True:
            pair = self.data.popitem()
            value = pair[1]()
            if value is not None:
                return pair[0], value

    def pop(self, key, *default):
        try:
            value = self.data.pop(key)()
        except KeyError:
            value = None
        if value is not None:
            return value
        if default:
            return default[0]
        raise KeyError(key)

    def setdefault(self, key, default=None):
        value = self.get(key)
        if value is None:
            self[key] = value = default
        return value

    def update(self, source=None, /, **kwargs):
        pairs = {} if source is None else source
        if not hasattr(pairs, 'items'):
            pairs = dict(pairs)
        for key, value in list(pairs.items()) + list(kwargs.items()):
            self[key] = value

    def copy(self):
        return type(self)(self.items())

    __copy__ = copy

    def __deepcopy__(self, memo):
        import copy
        made = type(self)()
        for key, value in self.items():
            made[copy.deepcopy(key, memo)] = value
        return made



def _weakly_in(obj, refs):
    # Whether a ref to obj is among refs; False for what cannot be
    # weakly referenced.
    try:
        probe = ref(obj)
    except TypeError:
        return False
    return probe in refs


def _drop_key(d, wr):
    d.data.pop(wr, None)


class WeakKeyDictionary(_collections_abc.MutableMapping):
    """A mapping whose keys are held weakly: an entry goes when its key
    dies. Keys must be hashable and weakly referenceable."""

    def __init__(self, dict=None):
        self.data = {}
        self._remove = _self_cleaning(self, _drop_key)
        if dict:
            self.update(dict)

    def __getitem__(self, key):
        wr = ref(key)
        return self.data[wr]

    def __setitem__(self, key, value):
        wr = ref(key, self._remove)
        self.data[wr] = value

    def __delitem__(self, key):
        wr = ref(key)
        del self.data[wr]

    def __len__(self):
        return sum(1 for wr in list(self.data) if wr() is not None)

    def __contains__(self, key):
        return _weakly_in(key, self.data)

    def __repr__(self):
        return '<%s at %#x>' % (type(self).__name__, id(self))

    def __iter__(self):
        for wr in list(self.data):
            key = wr()
            if key is not None:
                yield key

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def items(self):
        for wr, value in list(self.data.items()):
            key = wr()
            if key is not None:
                yield key, value

    def keys(self):
        return iter(self)

    def values(self):
        for _, value in self.items():
            yield value

    def keyrefs(self):
        """A list of the weak references to the keys."""
        return [*self.data]

    def popitem(self):
        while True:
            wr, value = self.data.popitem()
            key = wr()
            if key is not None:
                return key, value

    def pop(self, key, *default):
        return self.data.pop(ref(key), *default)

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key, self._remove), default)

    def update(self, source=None, /, **kwargs):
        for source in (source, kwargs):
            if not source:
                continue
            pairs = source.items() if hasattr(source, 'items') else source
            for key, value in pairs:
                self[key] = value

    def copy(self):
        return type(self)(dict(self.items()))

    __copy__ = copy

    def __deepcopy__(self, memo):
        import copy
        made = type(self)()
        for key, value in self.items():
            made[key] = copy.deepcopy(value, memo)
        return made



def _map_or(self, other):
    if isinstance(other, _Mapping):
        made = self.copy()
        made.update(other)
        return made
    return NotImplemented


def _map_ror(self, other):
    if isinstance(other, _Mapping):
        made = type(self)()
        for source in (other, self):
            made.update(source)
        return made
    return NotImplemented


def _map_ior(self, other):
    self.update(other)
    return self


for _kind in (WeakValueDictionary, WeakKeyDictionary):
    _kind.__or__, _kind.__ror__, _kind.__ior__ = _map_or, _map_ror, _map_ior
del _kind


def _drop_member(s, wr):
    s.data.discard(wr)


class WeakSet(_collections_abc.MutableSet):
    """A set whose elements are held weakly: an element goes when it dies."""

    __module__ = '_weakrefset'  # where CPython defines it

    def __init__(self, data=None):
        self.data = set()
        self._remove = _self_cleaning(self, _drop_member)
        for item in data or ():
            self.add(item)

    def _strong(self):
        return [obj for obj in (wr() for wr in list(self.data)) if obj is not None]

    def __iter__(self):
        return iter(self._strong())

    def __len__(self):
        return len(self._strong())

    def __contains__(self, item):
        return _weakly_in(item, self.data)

    def __reduce__(self):
        return type(self), (self._strong(),), getattr(self, '__dict__', None)

    def __repr__(self):
        refs = self.data
        return repr(refs)

    def _held(self, item):
        return ref(item, self._remove)

    def add(self, item):
        """Add item (held weakly)."""
        self.data.add(self._held(item))

    def discard(self, item):
        """Remove item if present."""
        wr = ref(item)
        self.data.discard(wr)

    def remove(self, item):
        """Remove item; KeyError if absent."""
        wr = ref(item)
        self.data.remove(wr)

    def clear(self):
        self.data.clear()

    def copy(self):
        return type(self)(self)

    def pop(self):
        """Remove and return some live element; KeyError if none."""
        while self.data:
            obj = self.data.pop()()
            if obj is not None:
                return obj
        raise KeyError('pop from empty WeakSet')

    def update(self, other):
        """Add every element of other."""
        self.data.update(self._held(x) for x in other)

    def difference_update(self, other):
        if other is self:
            self.data.clear()
            return
        self.data.difference_update(_refs(other))

    def intersection_update(self, other):
        self.data.intersection_update(_refs(other))

    def symmetric_difference_update(self, other):
        if other is self:
            self.data.clear()
            return
        self.data.symmetric_difference_update(self._held(x) for x in other)

    def difference(self, other):
        made = self.copy()
        made.difference_update(other)
        return made

    def intersection(self, other):
        return type(self)([x for x in other if x in self])

    def symmetric_difference(self, other):
        made = self.copy()
        made.symmetric_difference_update(other)
        return made

    def union(self, other):
        return type(self)([*self, *other])

    def issubset(self, other):
        return self.data <= _refs(other)

    def issuperset(self, other):
        return self.data >= _refs(other)

    def __lt__(self, other):
        return self.data < _refs(other)

    def __gt__(self, other):
        return self.data > _refs(other)

    def __eq__(self, other):
        if isinstance(other, type(self)):
            return self.data == _refs(other)
        return NotImplemented

    def isdisjoint(self, other):
        return len(self.intersection(other)) == 0

    __class_getitem__ = classmethod(_GenericAlias)


def _refs(items):
    return {ref(x) for x in items}


def _in_place(update):
    def op(self, other):
        getattr(self, update)(other)
        return self
    return op


for _op, _named in (('__sub__', 'difference'), ('__and__', 'intersection'), ('__or__', 'union'),
                    ('__xor__', 'symmetric_difference'), ('__le__', 'issubset'),
                    ('__ge__', 'issuperset')):
    setattr(WeakSet, _op, getattr(WeakSet, _named))
for _op, _named in (('__isub__', 'difference_update'), ('__iand__', 'intersection_update'),
                    ('__ixor__', 'symmetric_difference_update'), ('__ior__', 'update')):
    setattr(WeakSet, _op, _in_place(_named))
del _op, _named


# ---------------------------------------------------------------- proxies

def _target(p):
    found = object.__getattribute__(p, '_target_ref')()
    if found is None:
        raise ReferenceError('weakly-referenced object no longer exists')
    return found


class ProxyType:
    """What proxy() returns for an object that is not callable: every
    use goes to the referent while it is alive."""

    __slots__ = ('_target_ref', '__weakref__')

    def __init__(self, obj, callback=None):
        if callback is None:
            wr = ref(obj)
        else:
            mine = ref(self)
            wr = ref(obj, lambda _: callback(mine()))
        object.__setattr__(self, '_target_ref', wr)

    def __getattribute__(self, name):
        return getattr(_target(self), name)

    def __setattr__(self, name, value):
        setattr(_target(self), name, value)

    def __delattr__(self, name):
        delattr(_target(self), name)

    def __repr__(self):
        obj = _target(self)
        return '<weakproxy at %#x; to %r at %#x>' % (id(self), type(obj).__name__, id(obj))

    def __hash__(self):
        raise TypeError("unhashable type: 'weakref.%s'" % type(self).__name__)


import operator as _op

# The operations a proxy passes to its referent, each as the function that
# performs it (so a referent without, say, __bool__ behaves as itself).
_PASSED = {
    '__str__': str, '__bool__': bool, '__len__': len, '__iter__': iter, '__next__': next,
    '__contains__': lambda t, x: x in t, '__getitem__': _op.getitem,
    '__setitem__': _op.setitem, '__delitem__': _op.delitem, '__eq__': _op.eq,
    '__ne__': _op.ne, '__lt__': _op.lt, '__le__': _op.le, '__gt__': _op.gt, '__ge__': _op.ge,
    '__add__': _op.add, '__radd__': lambda t, o: o + t, '__sub__': _op.sub,
    '__rsub__': lambda t, o: o - t, '__mul__': _op.mul, '__rmul__': lambda t, o: o * t,
    '__truediv__': _op.truediv, '__floordiv__': _op.floordiv, '__mod__': _op.mod,
    '__neg__': _op.neg, '__pos__': _op.pos, '__abs__': abs, '__index__': _op.index,
    '__int__': int, '__float__': float, '__iadd__': _op.iadd,
}


def _forward(name, how):
    def method(self, *args):
        return how(_target(self), *args)
    method.__name__ = name
    return method


for _name, _how in _PASSED.items():
    setattr(ProxyType, _name, _forward(_name, _how))
del _name, _how


class CallableProxyType(ProxyType):
    """What proxy() returns for a callable object."""

    __slots__ = ()

    def __call__(self, *args, **kw):
        return _target(self)(*args, **kw)


ProxyTypes = (ProxyType, CallableProxyType)


def proxy(obj, callback=None):
    """A proxy for obj that refers to it weakly: using the proxy after obj
    dies raises ReferenceError. callback(proxy) is called when it dies."""
    ref(obj)  # obj's TypeError when it cannot be weakly referenced
    kind = CallableProxyType if callable(obj) else ProxyType
    return kind(obj, callback)


# ---------------------------------------------------------------- finalize

class finalize:
    """finalize(obj, func, /, *args, **kwargs): call func(*args, **kwargs)
    once, when obj dies (at a gc.collect() in monty), when the finalizer
    is called, or at exit if atexit is true."""

    __slots__ = ('_state', '__weakref__')
    _live = {}
    _counter = [0]

    def __init__(self, obj, func, /, *args, **kwargs):
        finalize._counter[0] += 1
        self._state = [ref(obj, self), func, args, kwargs, True, finalize._counter[0]]
        finalize._live[self] = None

    def _take(self):
        state = self._state
        if state is None or self not in finalize._live:
            return None
        del finalize._live[self]
        self._state = None
        return state

    def __call__(self, _unused=None):
        """Run the callback now, unless it already ran or was detached."""
        state = self._take()
        if state is not None:
            return state[1](*state[2], **(state[3] or {}))

    def detach(self):
        """Cancel it; returns (obj, func, args, kwargs) if it was alive."""
        state = self._state
        obj = state[0]() if state is not None else None
        if obj is not None and self._take() is not None:
            return obj, state[1], state[2], state[3] or {}

    def peek(self):
        """(obj, func, args, kwargs) if alive, else None."""
        state = self._state
        obj = state[0]() if state is not None else None
        if obj is not None:
            return obj, state[1], state[2], state[3] or {}

    @property
    def alive(self):
        """Whether it has neither run nor been detached."""
        return self in finalize._live

    @property
    def atexit(self):
        """Whether it runs at interpreter exit if still alive."""
        return self._state is not None and self._state[4]

    @atexit.setter
    def atexit(self, value):
        if self._state is not None:
            self._state[4] = bool(value)

    def __repr__(self):
        state = self._state
        obj = state[0]() if state is not None else None
        head = '<%s object at %#x' % (type(self).__name__, id(self))
        if obj is None:
            return head + '; dead>'
        return head + '; for %r at %#x>' % (type(obj).__name__, id(obj))
