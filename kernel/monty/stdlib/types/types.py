"""Names for the types of the interpreter's own objects (functions,
generators, modules, ...), SimpleNamespace, MappingProxyType, and the
dynamic class-creation helpers new_class, prepare_class and
resolve_bases.

The type names are taken from objects made here (FunctionType is the type
of a function defined below), so they are whatever the interpreter uses.
"""

import sys

__all__ = ['FunctionType', 'LambdaType', 'CodeType', 'MappingProxyType',
           'SimpleNamespace', 'CellType', 'GeneratorType', 'CoroutineType',
           'AsyncGeneratorType', 'MethodType', 'BuiltinFunctionType',
           'BuiltinMethodType', 'WrapperDescriptorType', 'MethodWrapperType',
           'MethodDescriptorType', 'ClassMethodDescriptorType', 'ModuleType',
           'TracebackType', 'FrameType', 'GetSetDescriptorType',
           'MemberDescriptorType', 'new_class', 'resolve_bases',
           'prepare_class', 'DynamicClassAttribute', 'coroutine',
           'GenericAlias', 'UnionType', 'EllipsisType', 'NoneType',
           'NotImplementedType']


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)


def _g():
    yield 1


GeneratorType = type(_g())


async def _c():
    pass


_c = _c()
CoroutineType = type(_c)
_c.close()


async def _ag():
    yield


_ag = _ag()
AsyncGeneratorType = type(_ag)


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
ModuleType = type(sys)
GenericAlias = type(list[int])
UnionType = type(int | str)
EllipsisType = type(Ellipsis)
NoneType = type(None)
NotImplementedType = type(NotImplemented)


def _type_of(make):
    """The type of what make() returns, or None where this interpreter does
    not have such objects (monty has no code objects, for instance)."""
    try:
        return type(make())
    except Exception:
        return None


def _cell():
    a = 1

    def f():
        return a

    return f.__closure__[0]


def _traceback():
    try:
        raise TypeError
    except TypeError as exc:
        return exc.__traceback__


CodeType = _type_of(lambda: _f.__code__)
CellType = _type_of(_cell)
TracebackType = _type_of(_traceback)
FrameType = _type_of(lambda: _traceback().tb_frame)
WrapperDescriptorType = _type_of(lambda: object.__init__)
MethodWrapperType = _type_of(lambda: object().__str__)
MethodDescriptorType = _type_of(lambda: str.join)
ClassMethodDescriptorType = _type_of(lambda: dict.__dict__['fromkeys'])
GetSetDescriptorType = _type_of(lambda: FunctionType.__dict__['__code__'])
MemberDescriptorType = _type_of(lambda: FunctionType.__dict__['__globals__'])

del sys, _f, _g, _C, _c, _ag, _cell, _traceback


class SimpleNamespace:
    """A simple attribute-based namespace.

    SimpleNamespace(**kwargs)"""

    def __init__(self, /, *args, **kwargs):
        if args:
            raise TypeError('no positional arguments expected')
        self.__dict__.update(kwargs)

    def __repr__(self):
        name = 'namespace' if type(self) is SimpleNamespace else type(self).__name__
        return self._repr(name)

    def _repr(self, name):
        key = id(self)
        if key in _repr_running:
            return name + '(...)'
        _repr_running.add(key)
        try:
            items = ', '.join('%s=%r' % (k, v) for k, v in self.__dict__.items())
        finally:
            _repr_running.discard(key)
        return '%s(%s)' % (name, items)

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None

    def __reduce__(self):
        return type(self), (), self.__dict__


_repr_running = set()


def _native_mappingproxy():
    proxy = type(type.__dict__)
    return proxy if proxy.__name__ == 'mappingproxy' else None


class _MappingProxy:
    """mappingproxy(mapping): a read-only view of a mapping."""

    __slots__ = ('_mapping',)

    def __new__(cls, mapping):
        if not hasattr(mapping, 'keys') or not hasattr(mapping, '__getitem__') \
                or isinstance(mapping, (list, tuple)):
            raise TypeError('mappingproxy() argument must be a mapping, not %s'
                            % type(mapping).__name__)
        self = object.__new__(cls)
        object.__setattr__(self, '_mapping', mapping)
        return self

    def __getitem__(self, key):
        return self._mapping[key]

    def __setitem__(self, key, value):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, key):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def __len__(self):
        return len(self._mapping)

    def __iter__(self):
        return iter(self._mapping)

    def __reversed__(self):
        return reversed(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __eq__(self, other):
        return self._mapping == other

    def __or__(self, other):
        if isinstance(other, _MappingProxy):
            other = other._mapping
        return dict(self._mapping) | other

    def __ror__(self, other):
        return other | dict(self._mapping)

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    def __repr__(self):
        return 'mappingproxy(%r)' % (self._mapping,)

    def __str__(self):
        return str(self._mapping)


_MappingProxy.__name__ = _MappingProxy.__qualname__ = 'mappingproxy'
MappingProxyType = _native_mappingproxy() or _MappingProxy
del _native_mappingproxy


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically using the appropriate metaclass."""
    resolved_bases = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved_bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved_bases is not bases:
        ns['__orig_bases__'] = bases
    return meta(name, resolved_bases, ns, **kwds)


def resolve_bases(bases):
    """Resolve MRO entries dynamically as specified by PEP 560."""
    new_bases = list(bases)
    updated = False
    shift = 0
    for i, base in enumerate(bases):
        if isinstance(base, type):
            continue
        if not hasattr(base, "__mro_entries__"):
            continue
        new_base = base.__mro_entries__(bases)
        updated = True
        if not isinstance(new_base, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        new_bases[i + shift:i + shift + 1] = new_base
        shift += len(new_base) - 1
    if not updated:
        return bases
    return tuple(new_bases)


def prepare_class(name, bases=(), kwds=None):
    """Call the __prepare__ method of the appropriate metaclass.

    Returns (metaclass, namespace, kwds) as a 3-tuple

    *metaclass* is the appropriate metaclass
    *namespace* is the prepared class namespace
    *kwds* is an updated copy of the passed in kwds argument with any
    'metaclass' entry removed. If no kwds argument is passed in, this will
    be an empty dict.
    """
    if kwds is None:
        kwds = {}
    else:
        kwds = dict(kwds)
    if 'metaclass' in kwds:
        meta = kwds.pop('metaclass')
    else:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    if hasattr(meta, '__prepare__'):
        ns = meta.__prepare__(name, bases, **kwds)
    else:
        ns = {}
    return meta, ns, kwds


def _calculate_meta(meta, bases):
    """Calculate the most derived metaclass."""
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        raise TypeError("metaclass conflict: "
                        "the metaclass of a derived class "
                        "must be a (non-strict) subclass "
                        "of the metaclasses of all its bases")
    return winner


class DynamicClassAttribute:
    """Route attribute access on a class to __getattr__.

    Behaves as a property on instances; looked up on the class it raises
    AttributeError, so that the class's __getattr__ (an Enum's members,
    say) answers instead.
    """

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc or getattr(fget, '__doc__', None)
        self.overwrite_doc = doc is None
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', False))

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.__isabstractmethod__:
                return self
            raise AttributeError()
        elif self.fget is None:
            raise AttributeError("unreadable attribute")
        return self.fget(instance)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("can't set attribute")
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("can't delete attribute")
        self.fdel(instance)

    def _copy(self, fget, fset, fdel):
        doc = getattr(fget, '__doc__', None) if self.overwrite_doc else self.__doc__
        result = type(self)(fget, fset, fdel, doc)
        result.overwrite_doc = self.overwrite_doc
        return result

    def getter(self, fget):
        return self._copy(fget, self.fset, self.fdel)

    def setter(self, fset):
        return self._copy(self.fget, fset, self.fdel)

    def deleter(self, fdel):
        return self._copy(self.fget, self.fset, fdel)


def coroutine(func):
    """Convert regular generator function to a coroutine."""
    if not callable(func):
        raise TypeError('types.coroutine() expects a callable')
    return func
