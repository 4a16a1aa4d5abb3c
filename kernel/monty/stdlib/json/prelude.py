# json's JSONEncoder and JSONDecoder: they hold the options, and the Go
# encoder and scanner (_encode, _iterencode, _decode, _raw_decode, set in
# the module by json.go) read them from the instance.

__all__ = [
    'dump', 'dumps', 'load', 'loads',
    'JSONDecoder', 'JSONDecodeError', 'JSONEncoder',
]

# The non-JSON constants Python reads and writes by default.
_SPECIAL_FLOATS = {'NaN': float('nan'), 'Infinity': float('inf'), '-Infinity': float('-inf')}
NaN, PosInf, NegInf = _SPECIAL_FLOATS.values()


class JSONEncoder(object):
    """Turns Python data (dict, list, tuple, str, int, float, True, False,
    None) into JSON text; override default() to serialize other types."""

    item_separator, key_separator = ', ', ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None,
                 default=None) -> None:
        self.skipkeys, self.ensure_ascii, self.check_circular = skipkeys, ensure_ascii, check_circular
        self.allow_nan, self.sort_keys, self.indent = allow_nan, sort_keys, indent
        if separators is None:
            if indent is not None:
                # Indented output ends lines after the commas: no trailing space.
                self.item_separator = ','
        else:
            self.item_separator, self.key_separator = separators
        if default is not None:
            self.default = default  # shadows the method for this instance

    def default(self, o) -> object:
        """What to serialize in place of o; the default refuses."""
        raise TypeError(f'Object of type {type(o).__name__} is not JSON serializable')

    def encode(self, o) -> str:
        """The JSON text of o."""
        return _encode(self, o)

    def iterencode(self, o, _one_shot=False) -> 'Iterator[str]':
        """The JSON text of o, in pieces."""
        return iter(_iterencode(self, o))


class JSONDecoder(object):
    """Turns JSON text into Python data; the hooks replace how objects,
    floats, ints and the constants NaN/Infinity are built."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None) -> None:
        self.object_hook, self.object_pairs_hook = object_hook, object_pairs_hook
        self.strict, self.memo = strict, {}
        self.parse_float = float if parse_float is None else parse_float
        self.parse_int = int if parse_int is None else parse_int
        self.parse_constant = parse_constant or _SPECIAL_FLOATS.__getitem__

    def decode(self, s):
        """The Python value of the JSON document s (whitespace around it
        allowed, nothing else)."""
        return _decode(self, s)

    def raw_decode(self, s, idx=0) -> tuple:
        """(value, end index) of the JSON value starting at s[idx]."""
        return _raw_decode(self, s, idx)
