"""Generic (shallow and deep) copying operations.

copy(x) and deepcopy(x, memo) use, in order: a per-type table for the
builtins, the class's __copy__ / __deepcopy__, its __reduce_ex__(4) /
__reduce__, and for a class that overrides neither, the state the default
reduction would give (its __getstate__, __dict__ and slots), rebuilt with
cls.__new__. deepcopy's memo maps id(original) to the copy, which is what
keeps shared and recursive structure intact.
"""

import types

__all__ = ["Error", "copy", "deepcopy"]


class Error(Exception):
    pass


error = Error   # backward compatibility

_object_reduce_ex = getattr(object, '__reduce_ex__', None)
_object_reduce = getattr(object, '__reduce__', None)


def copy(x):
    """A shallow copy of x."""
    cls = type(x)

    copier = _copy_dispatch.get(cls)
    if copier:
        return copier(x)

    if issubclass(cls, type):
        # Classes are atomic.
        return x

    copier = getattr(cls, "__copy__", None)
    if copier is not None:
        return copier(x)

    rv = _reduce(x, cls, "un(shallow)copyable object of type %s")
    if isinstance(rv, str):
        return x
    return _reconstruct(x, None, *rv)


def _copy_immutable(x):
    return x


_copy_dispatch = d = {}
for t in (type(None), int, float, bool, complex, str, tuple,
          bytes, frozenset, type, range, slice, property,
          types.BuiltinFunctionType, type(Ellipsis), type(NotImplemented),
          types.FunctionType):
    d[t] = _copy_immutable
if types.CodeType is not None:
    d[types.CodeType] = _copy_immutable
d[list] = list.copy
d[dict] = dict.copy
d[set] = set.copy
d[bytearray] = bytearray.copy
del d, t


def _reduce(x, cls, message):
    """The reduction of x: a string (x is a global, copy is x itself) or a
    tuple (callable, args[, state[, listitems[, dictitems]]])."""
    reductor = getattr(cls, "__reduce_ex__", None)
    if reductor is None or (reductor is _object_reduce_ex and
                            getattr(cls, "__reduce__", None) in (None, _object_reduce)):
        return _default_reduce(x, cls)
    rv = reductor(x, 4)
    if not rv:
        raise Error(message % cls)
    return rv


def _newobj(cls, *args):
    return cls.__new__(cls, *args)


def _newobj_ex(cls, args, kwargs):
    return cls.__new__(cls, *args, **kwargs)


def _slot_names(cls):
    names = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get('__slots__', ())
        if isinstance(slots, str):
            slots = (slots,)
        for name in slots:
            if name in ('__dict__', '__weakref__'):
                continue
            if name.startswith('__') and not name.endswith('__'):
                stripped = klass.__name__.lstrip('_')
                if stripped:
                    name = '_%s%s' % (stripped, name)
            names.append(name)
    return names


def _default_state(x, cls):
    # What object.__getstate__ gives: the instance dict, and the slot values
    # as a second dict when there are any.
    state = getattr(x, '__dict__', None) or None
    slots = {}
    for name in _slot_names(cls):
        try:
            slots[name] = getattr(x, name)
        except AttributeError:
            pass
    if slots:
        return (state, slots)
    return state


def _default_reduce(x, cls):
    """The reduction object.__reduce_ex__(4) makes for a class that does not
    customise it."""
    getnewargs_ex = getattr(x, '__getnewargs_ex__', None)
    if getnewargs_ex is not None:
        args, kwargs = getnewargs_ex()
        func, fargs = _newobj_ex, (cls, args, kwargs)
    else:
        getnewargs = getattr(x, '__getnewargs__', None)
        args = getnewargs() if getnewargs is not None else ()
        func, fargs = _newobj, (cls,) + tuple(args)
    getstate = getattr(x, '__getstate__', None)
    if getstate is not None and getattr(cls, '__getstate__', None) is not getattr(object, '__getstate__', None):
        state = getstate()
    else:
        state = _default_state(x, cls)
    listitems = iter(x) if isinstance(x, list) else None
    dictitems = iter(x.items()) if isinstance(x, dict) else None
    return func, fargs, state, listitems, dictitems


def deepcopy(x, memo=None, _nil=[]):
    """A deep copy of x; memo maps the ids of copied objects to their
    copies (shared and recursive structures stay so).
    """
    if memo is None:
        memo = {}

    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y

    cls = type(x)

    copier = _deepcopy_dispatch.get(cls)
    if copier is not None:
        y = copier(x, memo)
    else:
        if issubclass(cls, type):
            y = _deepcopy_atomic(x, memo)
        else:
            copier = getattr(x, "__deepcopy__", None)
            if copier is not None:
                y = copier(memo)
            else:
                rv = _reduce(x, cls, "un(deep)copyable object of type %s")
                if isinstance(rv, str):
                    y = x
                else:
                    y = _reconstruct(x, memo, *rv)

    # A copy that is a new object is remembered, and the original kept
    # alive so that its id is not reused while the memo lives.
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


_deepcopy_dispatch = d = {}


def _deepcopy_atomic(x, memo):
    return x


for t in (type(None), type(Ellipsis), type(NotImplemented), int, float,
          bool, complex, bytes, str, type, range, types.BuiltinFunctionType,
          types.FunctionType, property):
    d[t] = _deepcopy_atomic
if types.CodeType is not None:
    d[types.CodeType] = _deepcopy_atomic


def _deepcopy_list(x, memo, deepcopy=deepcopy):
    y = []
    memo[id(x)] = y
    append = y.append
    for a in x:
        append(deepcopy(a, memo))
    return y


d[list] = _deepcopy_list


def _deepcopy_tuple(x, memo, deepcopy=deepcopy):
    y = [deepcopy(a, memo) for a in x]
    # A recursive tuple may have been copied while copying its items.
    try:
        return memo[id(x)]
    except KeyError:
        pass
    for k, j in zip(x, y):
        if k is not j:
            y = tuple(y)
            break
    else:
        y = x
    return y


d[tuple] = _deepcopy_tuple


def _deepcopy_dict(x, memo, deepcopy=deepcopy):
    y = {}
    memo[id(x)] = y
    for key, value in x.items():
        y[deepcopy(key, memo)] = deepcopy(value, memo)
    return y


d[dict] = _deepcopy_dict


def _deepcopy_method(x, memo):
    return type(x)(x.__func__, deepcopy(x.__self__, memo))


d[types.MethodType] = _deepcopy_method

del d, t


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _reconstruct(x, memo, func, args,
                 state=None, listiter=None, dictiter=None,
                 *, deepcopy=deepcopy):
    deep = memo is not None
    if deep and args:
        args = tuple(deepcopy(arg, memo) for arg in args)
    y = func(*args)
    if deep:
        memo[id(x)] = y

    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, '__setstate__'):
            y.__setstate__(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                y.__dict__.update(state)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)

    if listiter is not None:
        if deep:
            for item in listiter:
                item = deepcopy(item, memo)
                y.append(item)
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
                y[key] = value
        else:
            for key, value in dictiter:
                y[key] = value
    return y
