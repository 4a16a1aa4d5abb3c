"""Names for the interpreter's built-in types, and helpers for making classes."""

import sys

__all__ = [
    'FunctionType', 'LambdaType', 'CodeType', 'MappingProxyType', 'SimpleNamespace',
    'CellType', 'GeneratorType', 'CoroutineType', 'AsyncGeneratorType', 'MethodType',
    'BuiltinFunctionType', 'BuiltinMethodType', 'WrapperDescriptorType',
    'MethodWrapperType', 'MethodDescriptorType', 'ClassMethodDescriptorType',
    'ModuleType', 'TracebackType', 'FrameType', 'GetSetDescriptorType',
    'MemberDescriptorType', 'new_class', 'resolve_bases', 'prepare_class',
    'DynamicClassAttribute', 'coroutine', 'GenericAlias', 'UnionType',
    'EllipsisType', 'NoneType', 'NotImplementedType',
]


def _kind(make):
    # The type of what make() builds; None where monty has no such object.
    try:
        return type(make())
    except Exception:
        return None


def _sample_generator():
    yield


async def _sample_coroutine():
    pass


async def _sample_async_generator():
    yield


class _Sample:
    def method(self):
        pass


def _sample_cell():
    captured = 0

    def inner():
        return captured
    return inner.__closure__[0]


def _sample_traceback():
    try:
        raise ValueError
    except ValueError as exc:
        return exc.__traceback__


def _sample_coroutine_object():
    c = _sample_coroutine()
    c.close()
    return c


FunctionType = LambdaType = type(_sample_cell)
GeneratorType = type(_sample_generator())
CoroutineType = _kind(_sample_coroutine_object)
AsyncGeneratorType = _kind(_sample_async_generator)
MethodType = type(_Sample().method)
BuiltinFunctionType = BuiltinMethodType = type(len)
ModuleType, MappingProxyType = type(sys), type(type.__dict__)
GenericAlias, UnionType = type(list[int]), type(int | str)
NoneType, EllipsisType, NotImplementedType = type(None), type(...), type(NotImplemented)
CodeType = _kind(lambda: _sample_cell.__code__)
CellType = _kind(_sample_cell)
TracebackType = _kind(_sample_traceback)
FrameType = _kind(lambda: _sample_traceback().tb_frame)
WrapperDescriptorType = _kind(lambda: object.__init__)
MethodWrapperType = _kind(lambda: object().__str__)
MethodDescriptorType = _kind(lambda: str.join)
ClassMethodDescriptorType = _kind(lambda: dict.__dict__['fromkeys'])
GetSetDescriptorType = _kind(lambda: FunctionType.__dict__['__code__'])
MemberDescriptorType = _kind(lambda: FunctionType.__dict__['__globals__'])

del (_kind, _sample_generator, _sample_coroutine, _sample_async_generator, _Sample,
     _sample_cell, _sample_traceback, _sample_coroutine_object)


class SimpleNamespace:
    """An object whose attributes are the keyword arguments it was made with."""

    def __init__(self, /, *args, **kwargs):
        if args:
            raise TypeError('no positional arguments expected')
        self.__dict__.update(kwargs)

    def __repr__(self):
        mark = id(self)
        label = 'namespace' if type(self) is SimpleNamespace else type(self).__name__
        if mark in _showing:
            return label + '(...)'
        _showing.add(mark)
        try:
            fields = ', '.join('%s=%r' % pair for pair in self.__dict__.items())
        finally:
            _showing.discard(mark)
        return '%s(%s)' % (label, fields)

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return vars(self) == vars(other)
        return NotImplemented

    __hash__ = None

    def __reduce__(self):
        return type(self), (), dict(vars(self))


_showing = set()
_UNSET = object()


def resolve_bases(bases):
    """Replace each base that has __mro_entries__ by what it returns (PEP 560)."""
    out = []
    changed = False
    for base in bases:
        if isinstance(base, type) or not hasattr(base, '__mro_entries__'):
            out.append(base)
            continue
        entries = base.__mro_entries__(bases)
        if not isinstance(entries, tuple):
            raise TypeError('__mro_entries__ must return a tuple')
        out.extend(entries)
        changed = True
    return tuple(out) if changed else bases


def _most_derived(meta, bases):
    # The metaclass that is a subclass of every base's metaclass.
    winner = meta
    for base in bases:
        other = type(base)
        if issubclass(winner, other):
            continue
        if issubclass(other, winner):
            winner = other
            continue
        raise TypeError('metaclass conflict: the metaclass of a derived class must be '
                        'a (non-strict) subclass of the metaclasses of all its bases')
    return winner


def prepare_class(name, bases=(), kwds=None):
    """Return (metaclass, namespace, remaining keywords) for a class statement."""
    rest = dict(kwds or {})
    meta = rest.pop('metaclass', _UNSET)
    if meta is _UNSET:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        meta = _most_derived(meta, bases)
    prepare = getattr(meta, '__prepare__', None)
    return meta, ({} if prepare is None else prepare(name, bases, **rest)), rest


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class as a class statement would; exec_body fills its namespace."""
    real = resolve_bases(bases)
    meta, body, rest = prepare_class(name, real, kwds)
    if exec_body:
        exec_body(body)
    if real is not bases:
        body['__orig_bases__'] = bases
    return meta(name, real, body, **rest)


class DynamicClassAttribute:
    """A property on instances that, looked up on the class, raises
    AttributeError, so the class's metaclass __getattr__ answers instead."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget, self.fset, self.fdel = fget, fset, fdel
        self.overwrite_doc = doc is None
        self.__doc__ = doc if doc is not None else getattr(fget, '__doc__', None)
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', None))

    def _run(self, role, complaint, *args):
        fn = getattr(self, role)
        if fn is None:
            raise AttributeError(complaint)
        return fn(*args)

    def __get__(self, obj, owner=None):
        if obj is not None:
            return self._run('fget', 'unreadable attribute', obj)
        if not self.__isabstractmethod__:
            raise AttributeError()
        return self

    def __set__(self, obj, value):
        self._run('fset', "can't set attribute", obj, value)

    def __delete__(self, obj):
        self._run('fdel', "can't delete attribute", obj)

    def _with(self, **parts):
        fns = {'fget': self.fget, 'fset': self.fset, 'fdel': self.fdel}
        fns.update(parts)
        made = type(self)(doc=None if self.overwrite_doc else self.__doc__, **fns)
        made.overwrite_doc = self.overwrite_doc
        return made

    def getter(self, fn):
        return self._with(fget=fn)

    def setter(self, fn):
        return self._with(fset=fn)

    def deleter(self, fn):
        return self._with(fdel=fn)


class _AwaitableGenerator:
    """A generator that await accepts: what types.coroutine makes of one."""

    __slots__ = ('_gen',)

    def __init__(self, gen):
        self._gen = gen

    def send(self, value):
        return self._gen.send(value)

    def throw(self, *exc):
        return self._gen.throw(*exc)

    def close(self):
        return self._gen.close()

    def __next__(self):
        return next(self._gen)

    def __iter__(self):
        return self

    def __await__(self):
        return self._gen

    def __getattr__(self, name):
        return getattr(self._gen, name)


def coroutine(func):
    """Make a generator function usable with await; returns a callable."""
    if not callable(func):
        raise TypeError('types.coroutine() expects a callable')
    code = getattr(func, '__code__', None)
    if code is None or not code.co_flags & 0x20:
        return func
    def awaitable(*args, **kwargs):
        return _AwaitableGenerator(func(*args, **kwargs))
    for attr in ('__module__', '__name__', '__qualname__', '__doc__'):
        setattr(awaitable, attr, getattr(func, attr, None))
    awaitable.__wrapped__ = func
    return awaitable
