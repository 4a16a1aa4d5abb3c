"""Higher-order functions: wrappers, partial application, caching,
reductions, ordering and single dispatch.

The LRU cache's wrapper is Go (_functools._lru_cache_wrapper).
"""

__all__ = """update_wrapper wraps WRAPPER_ASSIGNMENTS WRAPPER_UPDATES total_ordering
    cache cmp_to_key lru_cache reduce partial partialmethod singledispatch
    singledispatchmethod cached_property""".split()

from collections import namedtuple
from abc import get_cache_token
from reprlib import recursive_repr
from _functools import _lru_cache_wrapper as _GoLRU

_GenericAlias = type(list[int])


# ---------------------------------------------------------------- wrappers

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__', '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Make wrapper look like wrapped: copy the attributes named in
    assigned, merge the dicts named in updated, set __wrapped__."""
    for name in assigned:
        try:
            setattr(wrapper, name, getattr(wrapped, name))
        except AttributeError:
            continue
    for name in updated:
        getattr(wrapper, name).update(getattr(wrapped, name, {}))
    # Set last, so a __wrapped__ copied from wrapped's __dict__ is replaced.
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Decorator form of update_wrapper(wrapper, wrapped, ...)."""
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


# ---------------------------------------------------------------- total_ordering
# For each root operation the class defines, how each missing comparison
# follows from it and ==: (missing, negate the root's answer, combine
# with == by 'or', with != by 'and', or neither).

_DERIVE = {
    '__lt__': [('__gt__', True, 'and'), ('__le__', False, 'or'), ('__ge__', True, None)],
    '__le__': [('__ge__', True, 'or'), ('__lt__', False, 'and'), ('__gt__', True, None)],
    '__gt__': [('__lt__', True, 'and'), ('__ge__', False, 'or'), ('__le__', True, None)],
    '__ge__': [('__le__', True, 'or'), ('__gt__', False, 'and'), ('__lt__', True, None)],
}
_SYMBOL = {'__lt__': '<', '__le__': '<=', '__gt__': '>', '__ge__': '>='}


def _derived(root, name, negate, join):
    root_text = ('not a %s b' if negate else 'a %s b') % _SYMBOL[root]
    if join == 'and':
        how = '(%s) and (a != b)' % root_text
    elif join == 'or':
        how = '(%s) or (a == b)' % root_text
    else:
        how = '(%s)' % root_text

    def compare(self, other):
        answer = getattr(type(self), root)(self, other)
        if answer is NotImplemented:
            return answer
        if negate:
            answer = not answer
        if join == 'and':
            return answer and self != other
        if join == 'or':
            return answer or self == other
        return answer

    compare.__name__ = name
    compare.__doc__ = 'Return a %s b.  Computed by @total_ordering from %s.' % (_SYMBOL[name], how)
    return compare


def total_ordering(cls):
    """Class decorator that fills in missing ordering methods"""
    defined = [op for op in _DERIVE if getattr(cls, op, None) is not getattr(object, op, None)]
    if not defined:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    # The preferred root: __lt__, then __le__, __gt__, __ge__.
    root = max(defined)
    for name, negate, join in _DERIVE[root]:
        if name not in defined:
            method = _derived(root, name, negate, join)
            method.__qualname__ = cls.__qualname__ + '.' + name
            setattr(cls, name, method)
    return cls


# ---------------------------------------------------------------- cmp_to_key

def cmp_to_key(mycmp):
    """Turn an old-style comparison function (negative, zero or positive)
    into a key= function."""

    import operator

    def init(self, obj):
        self.obj = obj

    def comparing(test):
        def method(self, other):
            return test(mycmp(self.obj, other.obj), 0)
        method.__name__ = '__%s__' % test.__name__
        return method

    body = {'__slots__': ('obj',), '__init__': init, '__hash__': None}
    for test in (operator.lt, operator.gt, operator.eq, operator.le, operator.ge):
        body['__%s__' % test.__name__] = comparing(test)
    return type('KeyWrapper', (), body)


# ---------------------------------------------------------------- reduce

_NONE_GIVEN = object()


def reduce(*args):
    """reduce(function, iterable[, initial]): fold the items of iterable
    from the left with function(acc, item), starting from initial if
    given, else from the first item."""
    if not 2 <= len(args) <= 3:
        bound = 'least 2' if len(args) < 2 else 'most 3'
        raise TypeError('reduce expected at %s arguments, got %d' % (bound, len(args)))
    function, iterable, initial = (*args, _NONE_GIVEN)[:3]
    try:
        items = iter(iterable)
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    acc = initial
    if acc is _NONE_GIVEN:
        for acc in items:
            break
        else:
            raise TypeError('reduce() of empty iterable with no initial value')
    for item in items:
        acc = function(acc, item)
    return acc


# ---------------------------------------------------------------- partial

class partial:
    """partial(func, *args, **keywords): func with some arguments given
    in advance; calls add their own after them."""

    __slots__ = ('func', 'args', 'keywords', '__dict__', '__weakref__')

    def __new__(cls, fn, /, *args, **keywords):
        if callable(fn) is False:
            raise TypeError('the first argument must be callable')
        if isinstance(fn, partial):
            # partial(partial(f, a), b) is partial(f, a, b).
            fn, args, keywords = fn.func, fn.args + args, {**fn.keywords, **keywords}
        made = object.__new__(cls)
        made.func, made.args, made.keywords = fn, args, keywords
        return made

    def __call__(self, /, *more, **kw):
        given = self.keywords
        return self.func(*self.args, *more, **({**given, **kw} if given else kw))

    @recursive_repr()
    def __repr__(self):
        shown = [repr(self.func)] + [repr(a) for a in self.args]
        shown += ['%s=%r' % kv for kv in self.keywords.items()]
        label = 'functools.partial' if type(self) is partial else type(self).__name__
        return '%s(%s)' % (label, ', '.join(shown))

    def __reduce__(self):
        return type(self), (self.func,), (self.func, self.args, self.keywords or None,
                                          self.__dict__ or None)

    def __setstate__(self, state):
        if not isinstance(state, tuple) or len(state) != 4:
            raise TypeError('invalid partial state')
        fn, args, kwds, attrs = state
        valid = [callable(fn), isinstance(args, tuple), kwds is None or isinstance(kwds, dict),
                 attrs is None or isinstance(attrs, dict)]
        if not all(valid):
            raise TypeError('invalid partial state')
        self.func = fn
        self.args = tuple(args)
        self.keywords = dict(kwds) if kwds else {}
        if attrs:
            self.__dict__.update(attrs)

    __class_getitem__ = classmethod(_GenericAlias)


def _unwrap_partial(fn):
    # The function under any layers of partial (inspect uses it).
    while isinstance(fn, partial):
        fn = fn.func
    return fn


class partialmethod:
    """partialmethod(func, *args, **keywords): like partial, but a
    descriptor, so it works for methods (self comes first)."""

    def __init__(self, fn, /, *args, **keywords):
        if not (callable(fn) or hasattr(fn, '__get__')):
            raise TypeError('%r is not callable or a descriptor' % (fn,))
        if type(fn) is partialmethod or isinstance(fn, partialmethod):
            fn, args, keywords = fn.func, fn.args + args, {**fn.keywords, **keywords}
        self.func, self.args, self.keywords = fn, args, keywords

    def __repr__(self):
        kind = type(self)
        return '%s.%s(%r, %s, %s)' % (
            kind.__module__, kind.__qualname__, self.func,
            ', '.join(map(repr, self.args)),
            ', '.join('%s=%r' % kv for kv in self.keywords.items()))

    def _unbound(self):
        def method(cls_or_self, /, *args, **keywords):
            return self.func(cls_or_self, *self.args, *args, **{**self.keywords, **keywords})
        method.__isabstractmethod__ = self.__isabstractmethod__
        method._partialmethod = self
        return method

    def __get__(self, obj, objtype=None):
        binder = getattr(self.func, '__get__', None)
        if binder is not None:
            bound = binder(obj, objtype)
            if bound is not self.func:
                made = partial(bound, *self.args, **self.keywords)
                owner = getattr(bound, '__self__', _NONE_GIVEN)
                if owner is not _NONE_GIVEN:
                    made.__self__ = owner
                return made
        return self._unbound().__get__(obj, objtype)

    __isabstractmethod__ = property(lambda self: _abstract_func(self))
    __class_getitem__ = classmethod(_GenericAlias)


def _abstract_func(descriptor):
    # partialmethod and singledispatchmethod are abstract when their
    # function is.
    return getattr(descriptor.func, '__isabstractmethod__', False)


# ---------------------------------------------------------------- caching

_CacheInfo = namedtuple('CacheInfo', ['hits', 'misses', 'maxsize', 'currsize'])


class _lru_cache_wrapper(_GoLRU):
    # The Go wrapper, subclassed for the __dict__ update_wrapper fills.
    pass


def _cached(fn, size, typed):
    cached = _lru_cache_wrapper(fn, size, typed, _CacheInfo)
    params = {'maxsize': size, 'typed': typed}
    cached.cache_parameters = lambda: dict(params)
    update_wrapper(cached, fn)
    return cached


def lru_cache(maxsize=128, typed=False):
    """Decorator caching up to maxsize results of a function, dropping the
    least recently used (maxsize None: no limit; typed: 1 and 1.0 apart).
    The wrapper has cache_info(), cache_clear() and cache_parameters()."""
    if not isinstance(maxsize, int) and callable(maxsize) and isinstance(typed, bool):
        # Used bare, as @lru_cache.
        return _cached(maxsize, 128, typed)
    if maxsize is not None and not isinstance(maxsize, int):
        raise TypeError('Expected first argument to be an integer, a callable, or None')
    size = None if maxsize is None else max(maxsize, 0)
    return partial(_cached, size=size, typed=typed)


def cache(fn, /):
    """Unbounded cache of a function's results: lru_cache(maxsize=None)."""
    return _cached(fn, None, False)


class cached_property:
    """A property computed once per instance, then kept in its __dict__."""

    def __init__(self, func):
        self.func, self.attrname = func, None
        self.__doc__, self.__module__ = func.__doc__, func.__module__

    def __set_name__(self, owner, name):
        known = self.attrname
        if known is not None and known != name:
            raise TypeError('Cannot assign the same cached_property to two different names '
                            '(%r and %r).' % (known, name))
        self.attrname = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        instance, name = obj, self.attrname
        if name is None:
            raise TypeError('Cannot use cached_property instance without calling __set_name__ on it.')
        kind = type(instance).__name__
        try:
            store = instance.__dict__
        except AttributeError:
            raise TypeError("No '__dict__' attribute on %r instance to cache %r property."
                            % (kind, name)) from None
        value = store.get(name, _NONE_GIVEN)
        if value is _NONE_GIVEN:
            value = self.func(instance)
            try:
                store[name] = value
            except TypeError:
                raise TypeError("The '__dict__' attribute on %r instance does not support item "
                                "assignment for caching %r property." % (kind, name)) from None
        return value

    __class_getitem__ = classmethod(_GenericAlias)


# ---------------------------------------------------------------- singledispatch

def _is_union(kind):
    from typing import Union, get_origin
    return get_origin(kind) in (Union, type(int | str))


def _dispatchable(kind):
    if isinstance(kind, type):
        return True
    if not _is_union(kind):
        return False
    from typing import get_args
    return all(isinstance(arg, type) for arg in get_args(kind))


def _linearize(cls, candidates):
    """cls's MRO with the ABCs among candidates that cls is a virtual
    subclass of put in: each just after the last class of the MRO that
    is a subclass of it, more derived ones first."""
    order = list(cls.__mro__)
    extra = [c for c in candidates
             if c not in order and isinstance(c, type) and _safe_issubclass(cls, c)]
    extra.sort(key=lambda c: -sum(1 for o in extra if o is not c and _safe_issubclass(o, c)))
    extra.reverse()
    for abc in extra:
        spot = max(i for i, k in enumerate(order) if _safe_issubclass(k, abc)) + 1
        order.insert(spot, abc)
    return order


def _safe_issubclass(a, b):
    try:
        return issubclass(a, b)
    except TypeError:
        return False


def _pick(cls, registry):
    # The registered type nearest cls in its (ABC-extended) MRO; an
    # unrelated second candidate right after it is ambiguous.
    candidates = [k for k in _linearize(cls, registry.keys()) if k in registry]
    if not candidates:
        return None
    best = candidates[0]
    if len(candidates) > 1:
        runner = candidates[1]
        if (runner not in cls.__mro__ and best not in cls.__mro__
                and not issubclass(best, runner)):
            raise RuntimeError('Ambiguous dispatch: %s or %s' % (best, runner))
    return registry[best]


def singledispatch(func):
    """Make func a generic function dispatching on the type of its first
    argument; add implementations with .register(type)."""
    import types
    import typing
    registry = {object: func}
    memo = {}
    token = [None]

    def dispatch(cls):
        """The implementation registered for cls (or its nearest base)."""
        if token[0] is not None and token[0] != get_cache_token():
            memo.clear()
            token[0] = get_cache_token()
        try:
            return memo[cls]
        except KeyError:
            pass
        except TypeError:
            return _pick(cls, registry)
        found = memo[cls] = _pick(cls, registry)
        return found

    def register(cls, func=None):
        """Register func for cls: register(cls, func), @register(cls), or
        @register on a function whose first parameter is annotated."""
        if _dispatchable(cls) and func is None:
            return partial(register, cls)
        if not _dispatchable(cls):
            if func is not None:
                raise TypeError('Invalid first argument to `register()`. '
                                '%r is not a class or union type.' % (cls,))
            target = getattr(cls, '__func__', cls)
            if not getattr(target, '__annotations__', None):
                raise TypeError('Invalid first argument to `register()`: %r. Use either '
                                '`@register(some_class)` or plain `@register` on an '
                                'annotated function.' % (cls,))
            func = cls
            argname, cls = next(iter(typing.get_type_hints(target).items()))
            if not _dispatchable(cls):
                if _is_union(cls):
                    raise TypeError('Invalid annotation for %r. %r not all arguments '
                                    'are classes.' % (argname, cls))
                raise TypeError('Invalid annotation for %r. %r is not a class.' % (argname, cls))
        targets = typing.get_args(cls) if _is_union(cls) else (cls,)
        registry.update(dict.fromkeys(targets, func))
        if token[0] is None and hasattr(cls, '__abstractmethods__'):
            token[0] = get_cache_token()
        memo.clear()
        return func

    name = getattr(func, '__name__', 'singledispatch function')

    def wrapper(*args, **kwargs):
        if not args:
            raise TypeError('%s requires at least 1 positional argument' % name)
        impl = dispatch(args[0].__class__)
        return impl(*args, **kwargs)

    wrapper.__dict__.update(register=register, dispatch=dispatch, _clear_cache=memo.clear,
                            registry=types.MappingProxyType(registry))
    return update_wrapper(wrapper, func)


class singledispatchmethod:
    """singledispatch for methods: dispatches on the first argument after
    self (or cls)."""

    def __init__(self, func):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError('%r is not callable or a descriptor' % (func,))
        self.func = func
        self.dispatcher = singledispatch(self.func)

    def register(self, cls, method=None):
        """Register method for cls, as singledispatch's register does."""
        return self.dispatcher.register(cls, method)

    def __get__(self, obj, objtype=None):
        def method(*args, **kwargs):
            impl = self.dispatcher.dispatch(args[0].__class__)
            return impl.__get__(obj, objtype)(*args, **kwargs)
        method.__isabstractmethod__ = self.__isabstractmethod__
        method.register = self.register
        update_wrapper(method, self.func)
        return method

    __isabstractmethod__ = property(_abstract_func)
