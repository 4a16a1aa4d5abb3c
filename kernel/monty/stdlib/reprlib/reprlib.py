"""reprlib: reprs cut to a bounded size, and a guard for recursive reprs."""

import builtins
from itertools import islice

try:
    from _thread import get_ident as _thread_id
except ImportError:
    def _thread_id():
        return 0

__all__ = ['Repr', 'repr', 'recursive_repr']


def recursive_repr(fillvalue='...'):
    """Decorate a __repr__ so a call on an object already being shown
    returns fillvalue instead of recursing."""

    def wrap(method):
        busy = set()

        def guarded(self):
            mark = (id(self), _thread_id())
            if mark in busy:
                return fillvalue
            busy.add(mark)
            try:
                return method(self)
            finally:
                busy.discard(mark)

        for attr in ('__module__', '__doc__', '__name__', '__qualname__'):
            setattr(guarded, attr, getattr(method, attr, None))
        guarded.__annotations__ = getattr(method, '__annotations__', {})
        return guarded

    return wrap


def _ordered(items):
    try:
        return sorted(items)
    except Exception:
        return list(items)


class Repr:
    """Builds reprs with per-type size limits (the max* attributes) and a
    nesting limit (maxlevel); what is cut is replaced by fillvalue."""

    def __init__(self):
        self.maxlevel = 6
        self.fillvalue = '...'
        self.maxtuple = self.maxlist = 6
        self.maxarray = 5
        self.maxdict = 4
        self.maxset = self.maxfrozenset = self.maxdeque = 6
        self.maxstring, self.maxlong, self.maxother = 30, 40, 30

    def repr(self, obj):
        return self.repr1(obj, self.maxlevel)

    def repr1(self, obj, depth):
        """Dispatch to repr_<type name> (spaces turned to _), else repr_instance."""
        kind = '_'.join(type(obj).__name__.split())
        show = getattr(self, 'repr_' + kind, None)
        if show is None:
            show = self.repr_instance
        return show(obj, depth)

    def _shorten(self, text, limit):
        # Keep the two ends of text around fillvalue, within limit.
        head = max(0, (limit - 3) // 2)
        tail = max(0, limit - 3 - head)
        return text[:head] + self.fillvalue + text[len(text) - tail:]

    def _items(self, obj, depth, opener, closer, limit, single=''):
        if not obj:
            return opener + closer
        if depth <= 0:
            return opener + self.fillvalue + closer
        parts = [self.repr1(item, depth - 1) for item in islice(obj, limit)]
        if len(obj) > limit:
            parts.append(self.fillvalue)
        if len(obj) == 1:
            closer = single + closer
        return opener + ', '.join(parts) + closer

    def repr_array(self, obj, depth):
        code = obj.typecode
        if not obj:
            return "array(%r)" % code
        return self._items(obj, depth, "array(%r, [" % code, '])', self.maxarray)

    def repr_dict(self, obj, depth):
        if obj and depth <= 0:
            return '{%s}' % self.fillvalue
        pairs = []
        for key in islice(_ordered(obj), self.maxdict):
            pairs.append('%s: %s' % (self.repr1(key, depth - 1), self.repr1(obj[key], depth - 1)))
        if len(obj) > self.maxdict:
            pairs.append(self.fillvalue)
        return '{%s}' % ', '.join(pairs)

    def repr_str(self, obj, depth):
        cap = self.maxstring
        text = builtins.repr(obj[:cap])
        if len(text) > cap:
            head = max(0, (cap - 3) // 2)
            tail = max(0, cap - 3 - head)
            text = builtins.repr(obj[:head] + obj[len(obj) - tail:])
            text = text[:head] + self.fillvalue + text[len(text) - tail:]
        return text

    def repr_int(self, obj, depth):
        text = builtins.repr(obj)
        return self._shorten(text, self.maxlong) if len(text) > self.maxlong else text

    def repr_instance(self, obj, depth):
        try:
            text = builtins.repr(obj)
        except Exception:
            return '<%s instance at %#x>' % (type(obj).__name__, id(obj))
        return self._shorten(text, self.maxother) if len(text) > self.maxother else text


def _sequence_repr(opener, closer, limit, single='', empty=None, ordered=False):
    # One repr_<container> method from the container's brackets and the
    # name of its size limit.
    def show(self, obj, depth):
        if not obj and empty is not None:
            return empty
        items = _ordered(obj) if ordered else obj
        return self._items(items, depth, opener, closer, getattr(self, limit), single)
    return show


for _kind, _shape in {
    'tuple': ('(', ')', 'maxtuple', ','),
    'list': ('[', ']', 'maxlist'),
    'deque': ('deque([', '])', 'maxdeque'),
}.items():
    setattr(Repr, 'repr_' + _kind, _sequence_repr(*_shape))
Repr.repr_set = _sequence_repr('{', '}', 'maxset', empty='set()', ordered=True)
Repr.repr_frozenset = _sequence_repr('frozenset({', '})', 'maxfrozenset',
                                     empty='frozenset()', ordered=True)
del _kind, _shape


aRepr = Repr()
repr = aRepr.repr
