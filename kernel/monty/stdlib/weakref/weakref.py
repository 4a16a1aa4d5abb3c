# weakref for monty: ref is Go (_weakref); the containers, WeakMethod,
# proxy and finalize are Python on it. Referents die at Go's collections
# (gc.collect()), not at their last del: see the Go package's doc.

from _weakref import ref, getweakrefcount, getweakrefs
import _collections_abc
import sys

ReferenceType = ref

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs",
           "WeakKeyDictionary", "ReferenceType", "ProxyType",
           "CallableProxyType", "ProxyTypes", "WeakValueDictionary",
           "WeakSet", "WeakMethod", "finalize"]


def _ref_repr(r, obj):
    if obj is None:
        return '<weakref at %#x; dead>' % id(r)
    name = getattr(type(obj), '__qualname__', type(obj).__name__)
    try:
        oname = obj.__name__
    except Exception:
        return "<weakref at %#x; to '%s' at %#x>" % (id(r), name, id(obj))
    return "<weakref at %#x; to '%s' at %#x (%s)>" % (id(r), name, id(obj), oname)


class KeyedRef(ref):
    """ref with a key attribute, the key of its value in a
    WeakValueDictionary."""
    __slots__ = "key",

    def __new__(type, ob, callback, key):
        self = ref.__new__(type, ob, callback)
        self.key = key
        return self

    def __init__(self, ob, callback, key):
        pass


class WeakMethod(ref):
    """A weak reference to a bound method: it dies with its object or its
    function."""
    __slots__ = "_func_ref", "_meth_type", "_alive", "__weakref__"

    def __new__(cls, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}"
                            .format(type(meth))) from None

        def _cb(arg):
            self = self_wr()
            if self._alive:
                self._alive = False
                if callback is not None:
                    callback(self)
        self = ref.__new__(cls, obj, _cb)
        self._func_ref = ref(func, _cb)
        self._meth_type = type(meth)
        self._alive = True
        self_wr = ref(self)
        return self

    def __call__(self):
        obj = super().__call__()
        func = self._func_ref()
        if obj is None or func is None:
            return None
        return self._meth_type(func, obj)

    def __eq__(self, other):
        if isinstance(other, WeakMethod):
            if not self._alive or not other._alive:
                return self is other
            return ref.__eq__(self, other) and self._func_ref == other._func_ref
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, WeakMethod):
            if not self._alive or not other._alive:
                return self is not other
            return ref.__ne__(self, other) or self._func_ref != other._func_ref
        return NotImplemented

    __hash__ = ref.__hash__


class WeakValueDictionary(_collections_abc.MutableMapping):
    """Mapping class that references values weakly."""

    def __init__(self, other=(), /, **kw):
        def remove(wr, selfref=ref(self)):
            self = selfref()
            if self is not None:
                if self.data.get(wr.key) is wr:
                    del self.data[wr.key]
        self._remove = remove
        self.data = {}
        self.update(other, **kw)

    def __getitem__(self, key):
        o = self.data[key]()
        if o is None:
            raise KeyError(key)
        return o

    def __delitem__(self, key):
        del self.data[key]

    def __len__(self):
        return sum(1 for wr in self.data.values() if wr() is not None)

    def __contains__(self, key):
        try:
            o = self.data[key]()
        except KeyError:
            return False
        return o is not None

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def __setitem__(self, key, value):
        self.data[key] = KeyedRef(value, self._remove, key)

    def copy(self):
        new = WeakValueDictionary()
        for key, wr in self.data.items():
            o = wr()
            if o is not None:
                new[key] = o
        return new

    __copy__ = copy

    def get(self, key, default=None):
        try:
            wr = self.data[key]
        except KeyError:
            return default
        o = wr()
        return default if o is None else o

    def items(self):
        for k, wr in list(self.data.items()):
            v = wr()
            if v is not None:
                yield k, v

    def keys(self):
        for k, wr in list(self.data.items()):
            if wr() is not None:
                yield k

    __iter__ = keys

    def itervaluerefs(self):
        yield from list(self.data.values())

    def valuerefs(self):
        return list(self.data.values())

    def values(self):
        for wr in list(self.data.values()):
            obj = wr()
            if obj is not None:
                yield obj

    def popitem(self):
        while True:
            key, wr = self.data.popitem()
            o = wr()
            if o is not None:
                return key, o

    def pop(self, key, *args):
        try:
            o = self.data.pop(key)()
        except KeyError:
            o = None
        if o is None:
            if args:
                return args[0]
            raise KeyError(key)
        return o

    def setdefault(self, key, default=None):
        try:
            o = self.data[key]()
        except KeyError:
            o = None
        if o is None:
            self.data[key] = KeyedRef(default, self._remove, key)
            return default
        return o

    def update(self, other=None, /, **kwargs):
        d = self.data
        if other is not None:
            if not hasattr(other, "items"):
                other = dict(other)
            for key, o in other.items():
                d[key] = KeyedRef(o, self._remove, key)
        for key, o in kwargs.items():
            d[key] = KeyedRef(o, self._remove, key)

    def __or__(self, other):
        if isinstance(other, _collections_abc.Mapping):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self


class WeakKeyDictionary(_collections_abc.MutableMapping):
    """Mapping class that references keys weakly."""

    def __init__(self, dict=None):
        self.data = {}

        def remove(k, selfref=ref(self)):
            self = selfref()
            if self is not None:
                try:
                    del self.data[k]
                except KeyError:
                    pass
        self._remove = remove
        if dict is not None:
            self.update(dict)

    def __delitem__(self, key):
        del self.data[ref(key)]

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __len__(self):
        return sum(1 for wr in self.data if wr() is not None)

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def __setitem__(self, key, value):
        self.data[ref(key, self._remove)] = value

    def copy(self):
        new = WeakKeyDictionary()
        for key, value in self.data.items():
            o = key()
            if o is not None:
                new[o] = value
        return new

    __copy__ = copy

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def __contains__(self, key):
        try:
            wr = ref(key)
        except TypeError:
            return False
        return wr in self.data

    def items(self):
        for wr, value in list(self.data.items()):
            key = wr()
            if key is not None:
                yield key, value

    def keys(self):
        for wr in list(self.data):
            obj = wr()
            if obj is not None:
                yield obj

    __iter__ = keys

    def values(self):
        for wr, value in list(self.data.items()):
            if wr() is not None:
                yield value

    def keyrefs(self):
        return list(self.data)

    def popitem(self):
        while True:
            key, value = self.data.popitem()
            o = key()
            if o is not None:
                return o, value

    def pop(self, key, *args):
        return self.data.pop(ref(key), *args)

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key, self._remove), default)

    def update(self, dict=None, /, **kwargs):
        d = self.data
        if dict is not None:
            if not hasattr(dict, "items"):
                dict = type({})(dict)
            for key, value in dict.items():
                d[ref(key, self._remove)] = value
        if len(kwargs):
            self.update(kwargs)

    def __or__(self, other):
        if isinstance(other, _collections_abc.Mapping):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self


class WeakSet(_collections_abc.MutableSet):
    """A set of objects referenced weakly."""

    def __init__(self, data=None):
        self.data = set()

        def _remove(item, selfref=ref(self)):
            self = selfref()
            if self is not None:
                self.data.discard(item)
        self._remove = _remove
        if data is not None:
            self.update(data)

    def __iter__(self):
        for itemref in list(self.data):
            item = itemref()
            if item is not None:
                yield item

    def __len__(self):
        return sum(1 for wr in self.data if wr() is not None)

    def __contains__(self, item):
        try:
            wr = ref(item)
        except TypeError:
            return False
        return wr in self.data

    def __repr__(self):
        return "{%s}" % ", ".join(repr(x) for x in self) if len(self) else "set()"

    def add(self, item):
        self.data.add(ref(item, self._remove))

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def pop(self):
        while True:
            try:
                itemref = self.data.pop()
            except KeyError:
                raise KeyError('pop from empty WeakSet') from None
            item = itemref()
            if item is not None:
                return item

    def remove(self, item):
        self.data.remove(ref(item))

    def discard(self, item):
        self.data.discard(ref(item))

    def update(self, other):
        for element in other:
            self.add(element)

    def __ior__(self, other):
        self.update(other)
        return self

    def difference(self, other):
        newset = self.copy()
        newset.difference_update(other)
        return newset
    __sub__ = difference

    def difference_update(self, other):
        self.__isub__(other)

    def __isub__(self, other):
        if self is other:
            self.data.clear()
        else:
            self.data.difference_update(ref(item) for item in other)
        return self

    def intersection(self, other):
        return self.__class__(item for item in other if item in self)
    __and__ = intersection

    def intersection_update(self, other):
        self.__iand__(other)

    def __iand__(self, other):
        self.data.intersection_update(ref(item) for item in other)
        return self

    def issubset(self, other):
        return self.data.issubset(ref(item) for item in other)
    __le__ = issubset

    def __lt__(self, other):
        return self.data < set(map(ref, other))

    def issuperset(self, other):
        return self.data.issuperset(ref(item) for item in other)
    __ge__ = issuperset

    def __gt__(self, other):
        return self.data > set(map(ref, other))

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.data == set(map(ref, other))

    def symmetric_difference(self, other):
        newset = self.copy()
        newset.symmetric_difference_update(other)
        return newset
    __xor__ = symmetric_difference

    def symmetric_difference_update(self, other):
        self.__ixor__(other)

    def __ixor__(self, other):
        if self is other:
            self.data.clear()
        else:
            self.data.symmetric_difference_update(ref(item, self._remove) for item in other)
        return self

    def union(self, other):
        return self.__class__(e for s in (self, other) for e in s)
    __or__ = union

    def isdisjoint(self, other):
        return len(self.intersection(other)) == 0


def _deref(p):
    o = object.__getattribute__(p, '_ProxyBase__ref')()
    if o is None:
        raise ReferenceError('weakly-referenced object no longer exists')
    return o


class _ProxyBase:
    __slots__ = ('_ProxyBase__ref', '__weakref__')

    def __init__(self, obj, callback=None):
        if callback is not None:
            r = ref(obj, lambda _r, p=ref(self): callback(p()))
        else:
            r = ref(obj)
        object.__setattr__(self, '_ProxyBase__ref', r)

    def __getattribute__(self, name):
        return getattr(_deref(self), name)

    def __setattr__(self, name, value):
        setattr(_deref(self), name, value)

    def __delattr__(self, name):
        delattr(_deref(self), name)

    def __repr__(self):
        o = _deref(self)
        return '<weakproxy at %#x; to %r at %#x>' % (id(self), type(o).__name__, id(o))

    def __str__(self):
        return str(_deref(self))

    def __bool__(self):
        return bool(_deref(self))

    def __hash__(self):
        raise TypeError("unhashable type: 'weakref.ProxyType'")

    def __len__(self):
        return len(_deref(self))

    def __iter__(self):
        return iter(_deref(self))

    def __next__(self):
        return next(_deref(self))

    def __contains__(self, item):
        return item in _deref(self)

    def __getitem__(self, key):
        return _deref(self)[key]

    def __setitem__(self, key, value):
        _deref(self)[key] = value

    def __delitem__(self, key):
        del _deref(self)[key]

    def __eq__(self, other):
        return _deref(self) == other

    def __ne__(self, other):
        return _deref(self) != other

    def __lt__(self, other):
        return _deref(self) < other

    def __le__(self, other):
        return _deref(self) <= other

    def __gt__(self, other):
        return _deref(self) > other

    def __ge__(self, other):
        return _deref(self) >= other

    def __add__(self, other):
        return _deref(self) + other

    def __sub__(self, other):
        return _deref(self) - other

    def __mul__(self, other):
        return _deref(self) * other

    def __truediv__(self, other):
        return _deref(self) / other

    def __index__(self):
        return _deref(self).__index__()


class ProxyType(_ProxyBase):
    __slots__ = ()


class CallableProxyType(_ProxyBase):
    __slots__ = ()

    def __call__(self, *args, **kw):
        return _deref(self)(*args, **kw)


ProxyType.__name__ = ProxyType.__qualname__ = 'ProxyType'
ProxyType.__module__ = CallableProxyType.__module__ = 'weakref'
ProxyTypes = (ProxyType, CallableProxyType)


def proxy(obj, callback=None):
    """Create a proxy object that weakly references 'object'."""
    ref(obj)  # the TypeError of an object that cannot be referenced
    if callable(obj):
        return CallableProxyType(obj, callback)
    return ProxyType(obj, callback)


class finalize:
    """Class for finalization of weakrefable objects: finalize(obj,
    func, *args, **kwargs) calls func(*args, **kwargs) when obj dies
    (at a gc.collect() in monty) or when called, once."""

    __slots__ = ()
    _registry = {}
    _index_iter = None

    class _Info:
        __slots__ = ("weakref", "func", "args", "kwargs", "atexit", "index")

    def __init__(self, obj, func, /, *args, **kwargs):
        info = self._Info()
        info.weakref = ref(obj, self)
        info.func = func
        info.args = args
        info.kwargs = kwargs or None
        info.atexit = True
        cls = type(self)
        cls._counter = getattr(cls, '_counter', 0) + 1
        info.index = cls._counter
        self._registry[self] = info

    def __call__(self, _=None):
        info = self._registry.pop(self, None)
        if info:
            return info.func(*info.args, **(info.kwargs or {}))

    def detach(self):
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is not None and self._registry.pop(self, None):
            return (obj, info.func, info.args, info.kwargs or {})

    def peek(self):
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is not None:
            return (obj, info.func, info.args, info.kwargs or {})

    @property
    def alive(self):
        return self in self._registry

    @property
    def atexit(self):
        info = self._registry.get(self)
        return bool(info) and info.atexit

    @atexit.setter
    def atexit(self, value):
        info = self._registry.get(self)
        if info:
            info.atexit = bool(value)

    def __repr__(self):
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is None:
            return '<%s object at %#x; dead>' % (type(self).__name__, id(self))
        return '<%s object at %#x; for %r at %#x>' % (
            type(self).__name__, id(self), type(obj).__name__, id(obj))
