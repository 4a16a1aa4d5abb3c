"""Pretty-print Python data structures: containers too long for one line
are broken over several, each element indented under its opener.

The layout rules are CPython 3.11's: the printer first tries an object's
one-line "safe" repr; only when that does not fit in the remaining width
does it lay out a container (or a long str/bytes) over several lines.
"""

import sys as _sys
from io import StringIO as _Buffer
from types import MappingProxyType as _Proxy, SimpleNamespace as _Namespace

__all__ = ["PrettyPrinter", "isreadable", "isrecursive", "pformat", "pp",
           "pprint", "saferepr"]


def pprint(object, stream=None, indent=1, width=80,
           depth=None, *, compact=False, sort_dicts=True,
           underscore_numbers=False):
    """Write object's pretty form and a newline to stream (sys.stdout)."""
    PrettyPrinter(indent, width, depth, stream, compact=compact,
                  sort_dicts=sort_dicts,
                  underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80,
            depth=None, *, compact=False, sort_dicts=True,
            underscore_numbers=False):
    """object's pretty form as a string."""
    printer = PrettyPrinter(indent, width, depth, compact=compact,
                            sort_dicts=sort_dicts,
                            underscore_numbers=underscore_numbers)
    return printer.pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """pprint() with dicts in insertion order unless told otherwise."""
    return pprint(object, *args, **dict(kwargs, sort_dicts=sort_dicts))


def saferepr(object):
    """A repr that marks recursion instead of looping forever."""
    text = _plain_repr(object, True)
    if text is not None:
        return text
    return PrettyPrinter()._one_line(object, {}, None, 0)[0]


def isreadable(object):
    """Whether eval() could rebuild object from its repr."""
    return PrettyPrinter()._one_line(object, {}, None, 0)[1]


def isrecursive(object):
    """Whether object contains itself."""
    return PrettyPrinter()._one_line(object, {}, None, 0)[2]


class _Ordered:
    """Sort key that orders anything: by value where the values compare,
    else by type name and identity (so mixed keys still sort)."""
    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    def __lt__(self, other):
        try:
            return self.value < other.value
        except TypeError:
            return ((str(type(self.value)), id(self.value))
                    < (str(type(other.value)), id(other.value)))


def _pair_key(pair):
    return _Ordered(pair[0]), _Ordered(pair[1])


def _first(pair):
    return pair[0]


# Key types that compare among themselves without fail: a dict's keys
# being distinct, pairs of such keys sort by the key alone.
_ORDERED_KEYS = frozenset((str, int, bool))


def _sorted_pairs(d):
    kinds = set(map(type, d))
    if kinds <= _ORDERED_KEYS and (str not in kinds or len(kinds) == 1):
        return sorted(d.items(), key=_first)
    return sorted(d.items(), key=_pair_key)


def _loop_marker(obj):
    return "<Recursion on %s with id=%s>" % (type(obj).__name__, id(obj))


_PLAIN = frozenset((str, bytes, bytearray, float, complex, bool, type(None)))


class PrettyPrinter:
    """Formats objects with a given indent per level, line width and depth."""

    def __init__(self, indent=1, width=80,
                 depth=None, stream=None, *, compact=False,
                 sort_dicts=True, underscore_numbers=False):
        step, width = int(indent), int(width)
        for bad, message in ((step < 0, "indent must be >= 0"),
                             (depth is not None and depth <= 0, "depth must be > 0"),
                             (width == 0, "width must be != 0")):
            if bad:
                raise ValueError(message)
        # The attribute names are CPython's: subclasses read them.
        self._indent_per_level, self._width, self._depth = step, width, depth
        self._stream = stream if stream is not None else _sys.stdout
        self._compact, self._sort_dicts = bool(compact), sort_dicts
        self._underscore_numbers = underscore_numbers

    # -- the public methods

    def pprint(self, object):
        out = self._stream
        if out is None:
            return
        self._emit(object, out, 0, 0, {}, 0)
        out.write("\n")

    def pformat(self, object):
        out = _Buffer()
        self._emit(object, out, 0, 0, {}, 0)
        return out.getvalue()

    def isreadable(self, object):
        flags = self.format(object, {}, 0, 0)
        return flags[1] and not flags[2]

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[-1]

    def format(self, object, context, maxlevels, level):
        """(repr, readable, recursive) of object on one line; subclasses
        override this to change how leaves print."""
        return self._one_line(object, context, maxlevels, level)

    # -- one line

    def _repr(self, obj, context, level):
        if (self._depth is None and not self._underscore_numbers
                and type(self).format is _BASE_FORMAT):
            # plain data has the one-line form the Go walk gives
            text = _plain_repr(obj, self._sort_dicts)
            if text is not None:
                return text
        text, readable, recursive = self.format(obj, dict(context), self._depth, level)
        if recursive:
            self._recursive = True
        if not readable:
            self._readable = False
        return text

    def _one_line(self, obj, context, maxlevels, level):
        kind = type(obj)
        if kind in _PLAIN:
            return repr(obj), True, False
        shown = getattr(kind, "__repr__", None)
        if issubclass(kind, int) and shown is int.__repr__:
            text = format(obj, "_d") if self._underscore_numbers else repr(obj)
            return text, True, False
        if issubclass(kind, dict) and shown is dict.__repr__:
            return self._one_line_dict(obj, context, maxlevels, level)
        if issubclass(kind, list) and shown is list.__repr__:
            return self._one_line_seq(obj, "[%s]", context, maxlevels, level)
        if issubclass(kind, tuple) and shown is tuple.__repr__:
            form = "(%s,)" if len(obj) == 1 else "(%s)"
            return self._one_line_seq(obj, form, context, maxlevels, level)
        text = repr(obj)
        return text, bool(text) and not text.startswith('<'), False

    def _one_line_dict(self, obj, context, maxlevels, level):
        key = id(obj)
        if not obj:
            return "{}", True, False
        if maxlevels and maxlevels <= level:
            return "{...}", False, key in context
        if key in context:
            return _loop_marker(obj), False, True
        context[key] = 1
        pairs = _sorted_pairs(obj) if self._sort_dicts else obj.items()
        readable, recursive, parts = True, False, []
        for k, v in pairs:
            ktext, kread, krec = self.format(k, context, maxlevels, level + 1)
            vtext, vread, vrec = self.format(v, context, maxlevels, level + 1)
            parts.append(ktext + ": " + vtext)
            readable = readable and kread and vread
            recursive = recursive or krec or vrec
        del context[key]
        return "{" + ", ".join(parts) + "}", readable, recursive

    def _one_line_seq(self, obj, form, context, maxlevels, level):
        if not obj:
            return form.replace(",", "") % "", True, False
        key = id(obj)
        if maxlevels and maxlevels <= level:
            return form % "...", False, key in context
        if key in context:
            return _loop_marker(obj), False, True
        context[key] = 1
        readable, recursive, parts = True, False, []
        for item in obj:
            text, read, rec = self.format(item, context, maxlevels, level + 1)
            parts.append(text)
            readable = readable and read
            recursive = recursive or rec
        del context[key]
        return form % ", ".join(parts), readable, recursive

    # -- several lines

    def _emit(self, obj, out, indent, allowance, context, level):
        key = id(obj)
        if key in context:
            out.write(_loop_marker(obj))
            self._readable, self._recursive = False, True
            return
        text = self._repr(obj, context, level)
        if len(text) > self._width - indent - allowance:
            layout = _layout(getattr(type(obj), "__repr__", None))
            if layout is None and self._is_plain_dataclass(obj):
                layout = PrettyPrinter._lay_dataclass
            if layout is not None:
                context[key] = 1
                layout(self, obj, out, indent, allowance, context, level + 1)
                del context[key]
                return
        out.write(text)

    @staticmethod
    def _is_plain_dataclass(obj):
        """A dataclass instance whose repr is the generated one."""
        if isinstance(obj, type) or not hasattr(type(obj), "__dataclass_fields__"):
            return False
        params = getattr(obj, "__dataclass_params__", None)
        if params is None or not params.repr:
            return False
        # dataclasses marks the __repr__ it writes; one the class defines
        # itself is the class's to keep.
        return getattr(type(obj).__repr__, "__dataclass_repr__", False)

    def _lay_items(self, items, out, indent, allowance, context, level):
        """Elements one per line, or packed several to a line if compact."""
        step = self._indent_per_level
        out.write(" " * (step - 1))
        indent += step
        newline = ",\n" + " " * indent
        room = full = self._width - indent + 1
        sep = ""
        items = list(items)
        for n, item in enumerate(items):
            last = n == len(items) - 1
            if last:
                full -= allowance
                room -= allowance
            if self._compact:
                text = self._repr(item, context, level)
                need = len(text) + 2
                if room < need:
                    room = full
                    if sep:
                        sep = newline
                if room >= need:
                    room -= need
                    out.write(sep)
                    sep = ", "
                    out.write(text)
                    continue
            out.write(sep)
            sep = newline
            self._emit(item, out, indent, allowance if last else 1, context, level)

    def _lay_pairs(self, pairs, out, indent, allowance, context, level, between=": ", keys_as_text=False):
        """key: value pairs, one per line, values indented after the key."""
        indent += self._indent_per_level
        newline = ",\n" + " " * indent
        pairs = list(pairs)
        for n, (k, v) in enumerate(pairs):
            last = n == len(pairs) - 1
            ktext = k if keys_as_text else self._repr(k, context, level)
            out.write(ktext)
            out.write(between)
            if keys_as_text and id(v) in context:
                out.write("...")
            else:
                self._emit(v, out, indent + len(ktext) + len(between),
                           allowance if last else 1, context, level)
            if not last:
                out.write(newline)

    def _lay_dict(self, obj, out, indent, allowance, context, level):
        out.write("{" + " " * (self._indent_per_level - 1))
        if obj:
            pairs = _sorted_pairs(obj) if self._sort_dicts else obj.items()
            self._lay_pairs(pairs, out, indent, allowance + 1, context, level)
        out.write("}")

    def _lay_list(self, obj, out, indent, allowance, context, level):
        out.write("[")
        self._lay_items(obj, out, indent, allowance + 1, context, level)
        out.write("]")

    def _lay_tuple(self, obj, out, indent, allowance, context, level):
        out.write("(")
        close = ",)" if len(obj) == 1 else ")"
        self._lay_items(obj, out, indent, allowance + len(close), context, level)
        out.write(close)

    def _lay_set(self, obj, out, indent, allowance, context, level):
        if not obj:
            out.write(repr(obj))
            return
        if type(obj) is set:
            out.write("{")
            close = "}"
        else:
            name = type(obj).__name__
            out.write(name + "({")
            close = "})"
            indent += len(name) + 1
        members = sorted(obj, key=_Ordered)
        self._lay_items(members, out, indent, allowance + len(close), context, level)
        out.write(close)

    def _lay_str(self, obj, out, indent, allowance, context, level):
        if not obj:
            out.write(repr(obj))
            return
        if level == 1:
            # At the top the pieces are wrapped in parentheses.
            indent += 1
            allowance += 1
        width = self._width - indent
        lines = obj.splitlines(True)
        pieces = []
        for n, line in enumerate(lines):
            final_line = n == len(lines) - 1
            text = repr(line)
            if len(text) <= width - (allowance if final_line else 0):
                pieces.append(text)
                continue
            words = _words(line)
            current = ""
            for m, word in enumerate(words):
                limit = width
                if final_line and m == len(words) - 1:
                    limit -= allowance
                joined = current + word
                if len(repr(joined)) > limit:
                    if current:
                        pieces.append(repr(current))
                    current = word
                else:
                    current = joined
            if current:
                pieces.append(repr(current))    # the line's tail
        if len(pieces) == 1:
            out.write(text)
            return
        if level == 1:
            out.write("(")
        out.write(("\n" + " " * indent).join(pieces))
        if level == 1:
            out.write(")")

    def _lay_bytes(self, obj, out, indent, allowance, context, level):
        if len(obj) <= 4:
            out.write(repr(obj))
            return
        top = level == 1
        if top:
            indent += 1
            allowance += 1
            out.write("(")
        chunks = _bytes_chunks(obj, self._width - indent, allowance)
        out.write(("\n" + " " * indent).join(chunks))
        if top:
            out.write(")")

    def _lay_bytearray(self, obj, out, indent, allowance, context, level):
        out.write("bytearray(")
        self._lay_bytes(bytes(obj), out, indent + 10, allowance + 1, context, level + 1)
        out.write(")")

    def _lay_mappingproxy(self, obj, out, indent, allowance, context, level):
        out.write("mappingproxy(")
        self._emit(obj.copy(), out, indent + 13, allowance + 1, context, level)
        out.write(")")

    def _lay_namespace(self, obj, out, indent, allowance, context, level):
        name = "namespace" if type(obj) is _Namespace else type(obj).__name__
        out.write(name + "(")
        self._lay_pairs(obj.__dict__.items(), out, indent + len(name) + 1 - self._indent_per_level,
                        allowance, context, level, "=", True)
        out.write(")")

    def _lay_dataclass(self, obj, out, indent, allowance, context, level):
        import dataclasses
        name = type(obj).__name__
        shown = [(f.name, getattr(obj, f.name)) for f in dataclasses.fields(obj) if f.repr]
        out.write(name + "(")
        self._lay_pairs(shown, out, indent + len(name) + 1 - self._indent_per_level,
                        allowance, context, level, "=", True)
        out.write(")")

    def _lay_ordered_dict(self, obj, out, indent, allowance, context, level):
        if not obj:
            out.write(repr(obj))
            return
        name = type(obj).__name__
        out.write(name + "(")
        self._emit(list(obj.items()), out, indent + len(name) + 1, allowance + 1, context, level)
        out.write(")")

    def _lay_defaultdict(self, obj, out, indent, allowance, context, level):
        if not obj:
            out.write(repr(obj))
            return
        factory = self._repr(obj.default_factory, context, level)
        name = type(obj).__name__
        indent += len(name) + 1
        out.write("%s(%s,\n%s" % (name, factory, " " * indent))
        self._lay_dict(obj, out, indent, allowance + 1, context, level)
        out.write(")")

    def _lay_counter(self, obj, out, indent, allowance, context, level):
        if not obj:
            out.write(repr(obj))
            return
        name = type(obj).__name__
        out.write(name + "({" + " " * (self._indent_per_level - 1))
        self._lay_pairs(obj.most_common(), out, indent + len(name) + 1, allowance + 2, context, level)
        out.write("})")

    def _lay_chainmap(self, obj, out, indent, allowance, context, level):
        if not obj.maps:
            out.write(repr(obj))
            return
        name = type(obj).__name__
        out.write(name + "(")
        indent += len(name) + 1
        last = len(obj.maps) - 1
        for n, m in enumerate(obj.maps):
            if n < last:
                self._emit(m, out, indent, 1, context, level)
                out.write(",\n" + " " * indent)
            else:
                self._emit(m, out, indent, allowance + 1, context, level)
                out.write(")")

    def _lay_deque(self, obj, out, indent, allowance, context, level):
        if not obj:
            out.write(repr(obj))
            return
        name = type(obj).__name__
        out.write(name + "([")
        indent += len(name) + 1
        if obj.maxlen is None:
            self._lay_items(obj, out, indent, allowance + 2, context, level)
            out.write("])")
            return
        self._lay_items(obj, out, indent, 2, context, level)
        out.write("],\n%smaxlen=%s)" % (" " * indent, self._repr(obj.maxlen, context, level)))

    def _lay_wrapped(self, obj, out, indent, allowance, context, level):
        # UserDict, UserList, UserString print as what they wrap.
        self._emit(obj.data, out, indent, allowance, context, level - 1)


_BASE_FORMAT = PrettyPrinter.format


def _words(line):
    """line cut after each run of whitespace: 'ab  cd e' -> ['ab  ', 'cd ', 'e']."""
    words, start, n = [], 0, len(line)
    while start < n:
        end = start
        while end < n and not line[end].isspace():
            end += 1
        while end < n and line[end].isspace():
            end += 1
        words.append(line[start:end])
        start = end
    return words


def _bytes_chunks(data, width, allowance):
    """data in pieces of whole 4-byte groups whose reprs fit width."""
    chunks, current = [], b""
    last_group = len(data) // 4 * 4
    for start in range(0, len(data), 4):
        group = data[start:start + 4]
        if start == last_group:
            width -= allowance
        joined = current + group
        if len(repr(joined)) > width:
            if current:
                chunks.append(repr(current))
            current = group
        else:
            current = joined
    if current:
        chunks.append(repr(current))        # the last, shorter piece
    return chunks


P = PrettyPrinter
_LAYOUTS = {
    dict.__repr__: P._lay_dict,
    list.__repr__: P._lay_list,
    tuple.__repr__: P._lay_tuple,
    set.__repr__: P._lay_set,
    frozenset.__repr__: P._lay_set,
    str.__repr__: P._lay_str,
    bytes.__repr__: P._lay_bytes,
    bytearray.__repr__: P._lay_bytearray,
    _Proxy.__repr__: P._lay_mappingproxy,
    _Namespace.__repr__: P._lay_namespace,
}
del P

# The collections types are added once collections is imported (by the
# program or by any module): until then no object can be one of them, and
# pprint's own import stays small.
_with_collections = []


def _layout(shown):
    found = _LAYOUTS.get(shown)
    if found is not None or _with_collections:
        return found
    coll = _sys.modules.get('collections')
    if coll is None or not hasattr(coll, 'UserString'):
        return None
    P = PrettyPrinter
    _LAYOUTS.update({
        coll.OrderedDict.__repr__: P._lay_ordered_dict,
        coll.defaultdict.__repr__: P._lay_defaultdict,
        coll.Counter.__repr__: P._lay_counter,
        coll.ChainMap.__repr__: P._lay_chainmap,
        coll.deque.__repr__: P._lay_deque,
        coll.UserDict.__repr__: P._lay_wrapped,
        coll.UserList.__repr__: P._lay_wrapped,
        coll.UserString.__repr__: P._lay_wrapped,
    })
    _with_collections.append(True)
    return _LAYOUTS.get(shown)
