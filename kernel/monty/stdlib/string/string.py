"""String constants, capwords, Template ($-substitution) and Formatter
(str.format as an overridable class)."""

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

import re as _re

whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """capwords(s [,sep]) -> string

    Split the argument into words using split, capitalize each
    word using capitalize, and join the capitalized words using
    join.  If the optional second argument sep is absent or None,
    runs of whitespace characters are replaced by a single space
    and leading and trailing whitespace are removed, otherwise
    sep is used to split and join the words.
    """
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))


_sentinel_dict = {}


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    # Identifiers are ASCII only (the (?a) flag) and matched case-blind.
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls):
        super().__init_subclass__()
        if 'pattern' in cls.__dict__:
            pattern = cls.pattern
        else:
            delim = _re.escape(cls.delimiter)
            id = cls.idpattern
            bid = cls.braceidpattern or cls.idpattern
            pattern = fr"""
            {delim}(?:
              (?P<escaped>{delim})  |   # doubled delimiter
              (?P<named>{id})       |   # delimiter and identifier
              {{(?P<braced>{bid})}} |   # delimiter and braced identifier
              (?P<invalid>)             # anything else
            )
            """
        cls.pattern = _re.compile(pattern, cls.flags | _re.VERBOSE)

    def __init__(self, template):
        self.template = template

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' %
                         (lineno, colno))

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _ChainMap(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                return str(mapping[named])
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                self._invalid(mo)
            raise ValueError('Unrecognized named group in pattern',
                             self.pattern)
        return self.pattern.sub(convert, self.template)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _ChainMap(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                return mo.group()
            raise ValueError('Unrecognized named group in pattern',
                             self.pattern)
        return self.pattern.sub(convert, self.template)

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            if (mo.group('named') is None
                    and mo.group('braced') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern',
                                 self.pattern)
        return True

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None and named not in ids:
                ids.append(named)
            elif (named is None
                  and mo.group('invalid') is None
                  and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern',
                                 self.pattern)
        return ids


class _ChainMap:
    # Keyword arguments first, then the mapping (string cannot import
    # collections cheaply).
    def __init__(self, *maps):
        self.maps = maps

    def __getitem__(self, key):
        for m in self.maps:
            try:
                return m[key]
            except KeyError:
                pass
        raise KeyError(key)


# The class body above ran before __init_subclass__ could: compile
# Template's own pattern.
Template.__init_subclass__()


def _parse_format(format_string):
    """Split a format string into (literal, field_name, format_spec,
    conversion) tuples as str.format sees it."""
    result = []
    literal = []
    i = 0
    n = len(format_string)
    while i < n:
        c = format_string[i]
        if c == '{':
            if i + 1 < n and format_string[i + 1] == '{':
                # An escaped brace ends the literal chunk, as CPython's
                # parser reports it.
                literal.append('{')
                result.append((''.join(literal), None, None, None))
                literal = []
                i += 2
                continue
            if i + 1 == n:
                raise ValueError("Single '{' encountered in format string")
            # A replacement field: up to the matching close brace.
            depth = 1
            j = i + 1
            while j < n:
                if format_string[j] == '{':
                    depth += 1
                elif format_string[j] == '}':
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            if j >= n:
                raise ValueError("expected '}' before end of string")
            field = format_string[i + 1:j]
            result.append(_split_field(''.join(literal), field))
            literal = []
            i = j + 1
        elif c == '}':
            if i + 1 < n and format_string[i + 1] == '}':
                literal.append('}')
                result.append((''.join(literal), None, None, None))
                literal = []
                i += 2
                continue
            raise ValueError("Single '}' encountered in format string")
        else:
            literal.append(c)
            i += 1
    if literal:
        result.append((''.join(literal), None, None, None))
    return result


def _split_field(literal, field):
    # field is name[!conv][:spec]; brackets in the name may hold ! or :.
    k = 0
    n = len(field)
    while k < n and field[k] not in '!:':
        if field[k] == '[':
            while k < n and field[k] != ']':
                k += 1
        k += 1
    name = field[:k]
    conversion = None
    spec = ''
    rest = field[k:]
    if rest.startswith('!'):
        if len(rest) < 2:
            raise ValueError("end of string while looking for conversion specifier")
        conversion = rest[1]
        rest = rest[2:]
        if rest and not rest.startswith(':'):
            raise ValueError("expected ':' after conversion specifier")
    if rest.startswith(':'):
        spec = rest[1:]
    return (literal, name, spec, conversion)


def _field_name_split(field_name):
    """'a.b[0]' -> ('a', [(True, 'b'), (False, 0)]); the first part is an
    int when it is all digits."""
    i = 0
    n = len(field_name)
    while i < n and field_name[i] not in '.[':
        i += 1
    first = field_name[:i]
    if first.isdigit():
        first = int(first)
    rest = []
    while i < n:
        if field_name[i] == '.':
            j = i + 1
            while j < n and field_name[j] not in '.[':
                j += 1
            name = field_name[i + 1:j]
            if not name:
                raise ValueError("Empty attribute in format string")
            rest.append((True, name))
            i = j
        elif field_name[i] == '[':
            j = field_name.find(']', i)
            if j < 0:
                raise ValueError("Missing ']' in format string")
            key = field_name[i + 1:j]
            if key.isdigit():
                key = int(key)
            rest.append((False, key))
            i = j + 1
            if i < n and field_name[i] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, iter(rest)


class Formatter:
    """str.format as a class: override get_value, get_field,
    format_field, convert_field or check_unused_args to customise it."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in \
                self.parse(format_string):

            if literal_text:
                result.append(literal_text)

            if field_name is not None:
                # Automatic numbering ({}) and manual ({0}) cannot mix.
                if field_name == '':
                    if auto_arg_index is False:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    auto_arg_index = False

                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)

                obj = self.convert_field(obj, conversion)

                format_spec, auto_arg_index = self._vformat(
                    format_spec, args, kwargs,
                    used_args, recursion_depth - 1,
                    auto_arg_index=auto_arg_index)

                result.append(self.format_field(obj, format_spec))

        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        else:
            return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        elif conversion == 's':
            return str(value)
        elif conversion == 'r':
            return repr(value)
        elif conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        """Yield (literal_text, field_name, format_spec, conversion)."""
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _field_name_split(field_name)

        obj = self.get_value(first, args, kwargs)

        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]

        return obj, first
