"""Shallow (copy) and deep (deepcopy) copies of Python objects.

A class takes part by defining __copy__ and __deepcopy__(memo), or through
the pickle protocol: copyreg.dispatch_table, __reduce_ex__ / __reduce__,
__getstate__ and __setstate__.
"""

try:
    from copyreg import dispatch_table
except ImportError:
    dispatch_table = {}

__all__ = ['Error', 'copy', 'deepcopy']


class Error(Exception):
    pass


error = Error
_MISSING = object()

_function = type(lambda: None)
_code = type((lambda: None).__code__)


class _Probe:
    def method(self):
        pass


_bound = type(_Probe().method)
del _Probe

try:
    from _copy import plain_state as _plain_state
except ImportError:
    def _plain_state(x):
        return None

try:
    from _weakref import ref as _weakref
except ImportError:
    _weakref = None

# Values that are their own copy, shallow or deep.
_SAME = {type(None), int, float, bool, complex, str, bytes, type, range,
         _function, type(len), type(...), type(NotImplemented), property,
         _code}
if _weakref is not None:
    _SAME.add(_weakref)
# Shallow copies also keep these immutable containers as they are.
_SAME_SHALLOW = _SAME | {tuple, frozenset, slice}


def copy(x):
    """Return a shallow copy of x."""
    cls = type(x)
    if cls in _SAME_SHALLOW:
        return x
    if cls in (list, dict, set, bytearray):
        return x.copy()
    if cls is _bound:
        return _bound(x.__func__, x.__self__)
    if isinstance(x, type):
        return x
    hook = getattr(cls, "__copy__", None)
    if hook is not None:
        return hook(x)
    parts = _reduction(x, cls, "shallow")
    if isinstance(parts, str):
        return x
    return _rebuild(x, None, *parts)


def deepcopy(x, memo=None):
    """Return a deep copy of x; memo maps id() of copied objects to their copies."""
    if memo is None:
        memo = {}
    key = id(x)
    done = memo.get(key, _MISSING)
    if done is not _MISSING:
        return done
    cls = type(x)
    if cls in _SAME or issubclass(cls, type):
        return x
    maker = _DEEP.get(cls)
    if maker is not None:
        y = maker(x, memo)
    elif cls not in dispatch_table and (attrs := _plain_state(x)) is not None:
        # An instance with no copying protocol of its own: what the
        # reduction below would do, without working it out.
        y = cls.__new__(cls)
        memo[key] = y
        if attrs:
            vars(y).update(deepcopy(attrs, memo))
    else:
        hook = getattr(x, "__deepcopy__", None)
        if hook is not None:
            y = hook(memo)
        else:
            parts = _reduction(x, cls, "deep")
            if isinstance(parts, str):
                return x
            y = _rebuild(x, memo, *parts)
    if y is not x:
        memo[key] = y
        _pin(x, memo)
    return y


def _pin(x, memo):
    # Keep x alive while memo lives, so its id cannot be reused for another
    # object during the same deepcopy.
    memo.setdefault(id(memo), []).append(x)


def _reduction(x, cls, kind):
    how = dispatch_table.get(cls)
    if how is not None:
        return how(x)
    via_ex = getattr(x, "__reduce_ex__", None)
    if via_ex is not None:
        if _definer(cls, "__reduce_ex__") is not object:
            return via_ex(4)
        if _definer(cls, "__reduce__") not in (None, object):
            return x.__reduce__()
        if cls.__module__ != "builtins":
            return _default_reduce(x, cls)
        return via_ex(4)
    via = getattr(x, "__reduce__", None)
    if via is not None:
        return via()
    raise Error("un(%s)copyable object of type %s" % (kind, cls))


def _new(cls, *args):
    return cls.__new__(cls, *args)


def _new_kw(cls, args, kwargs):
    return cls.__new__(cls, *args, **kwargs)


def _default_reduce(x, cls):
    # What object.__reduce_ex__(2+) gives an instance of a Python class:
    # build through cls.__new__, then restore its __dict__ and slots.
    func, args = _new, (cls,)
    if isinstance(x, (set, frozenset)):
        func, args = cls, (list(x),)
    elif hasattr(x, "__getnewargs_ex__"):
        pos, kw = x.__getnewargs_ex__()
        func, args = _new_kw, (cls, pos, kw)
    elif hasattr(x, "__getnewargs__"):
        args += tuple(x.__getnewargs__())
    if _definer(cls, "__getstate__") not in (None, object):
        state = x.__getstate__()
    else:
        state = _instance_state(x, cls)
    items = iter(x) if isinstance(x, list) else None
    pairs = iter(x.items()) if isinstance(x, dict) else None
    return func, args, state, items, pairs


def _instance_state(x, cls):
    attrs = getattr(x, "__dict__", None) or None
    slots = {}
    for klass in cls.__mro__:
        names = vars(klass).get("__slots__", ())
        if isinstance(names, str):
            names = (names,)
        for name in names:
            if name in ("__dict__", "__weakref__"):
                continue
            if name.startswith("__") and not name.endswith("__"):
                name = "_%s%s" % (klass.__name__.lstrip("_"), name)
            try:
                slots[name] = getattr(x, name)
            except AttributeError:
                pass
    return (attrs, slots) if slots else attrs


def _definer(cls, name):
    for klass in cls.__mro__:
        if name in vars(klass):
            return klass
    return None


# The containers' copiers keep an item that is its own copy without a
# call of deepcopy (which would return it unchanged and record nothing).

def _deep_list(x, memo):
    y = []
    memo[id(x)] = y
    same = _SAME
    y.extend([item if type(item) in same else deepcopy(item, memo) for item in x])
    return y


def _deep_tuple(x, memo):
    same = _SAME
    items = [item if type(item) in same else deepcopy(item, memo) for item in x]
    # A tuple that contains itself through a list was copied meanwhile.
    again = memo.get(id(x))
    if again is not None:
        return again
    for old, new in zip(x, items):
        if old is not new:
            return tuple(items)
    return x


def _deep_dict(x, memo):
    y = {}
    memo[id(x)] = y
    same = _SAME
    for k, v in x.items():
        if type(v) not in same:
            v = deepcopy(v, memo)
        y[k if type(k) in same else deepcopy(k, memo)] = v
    return y


def _deep_set(x, memo):
    return set([deepcopy(item, memo) for item in x])


def _deep_frozenset(x, memo):
    return frozenset([deepcopy(item, memo) for item in x])


def _deep_method(x, memo):
    owner = deepcopy(x.__self__, memo)
    return type(x)(x.__func__, owner)


def _deep_bytearray(x, memo):
    return bytearray(x)


def _deep_slice(x, memo):
    return slice(deepcopy(x.start, memo), deepcopy(x.stop, memo), deepcopy(x.step, memo))


_DEEP = {list: _deep_list, tuple: _deep_tuple, dict: _deep_dict,
         set: _deep_set, frozenset: _deep_frozenset, _bound: _deep_method,
         bytearray: _deep_bytearray, slice: _deep_slice}


def _rebuild(x, memo, func, args, state=None, listiter=None, dictiter=None, *rest):
    if memo is None:
        def dup(v):
            return v
    else:
        def dup(v):
            return deepcopy(v, memo)
        if args:
            args = dup(args)
    y = func(*args)
    if memo is not None:
        memo[id(x)] = y
    if state is not None:
        _restore(y, dup(state))
    for item in listiter or ():
        y.append(dup(item))
    for k, v in dictiter or ():
        y[dup(k)] = dup(v)
    return y


def _restore(y, state):
    setter = getattr(y, "__setstate__", None)
    if setter is not None:
        setter(state)
        return
    attrs, slots = state, None
    if type(state) is tuple and len(state) == 2:
        attrs, slots = state
    if attrs:
        vars(y).update(attrs)
    for name, value in (slots or {}).items():
        setattr(y, name, value)
