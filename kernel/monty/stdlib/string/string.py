"""Common string constants, capwords(), Template ($-substitution) and
Formatter (str.format's machinery, to customize)."""

__all__ = ['ascii_letters', 'ascii_lowercase', 'ascii_uppercase', 'capwords',
           'digits', 'hexdigits', 'octdigits', 'printable', 'punctuation',
           'whitespace', 'Formatter', 'Template']

import re as _re

whitespace = ' \t\n\r\x0b\x0c'
ascii_lowercase = ''.join(map(chr, range(ord('a'), ord('z') + 1)))
ascii_uppercase = ascii_lowercase.upper()
ascii_letters = f'{ascii_lowercase}{ascii_uppercase}'
digits = ''.join(map(str, range(10)))
octdigits = digits[:8]
hexdigits = digits + ascii_lowercase[:6] + ascii_uppercase[:6]
punctuation = ''.join(c for c in map(chr, range(33, 127)) if not c.isalnum())
printable = ''.join((digits, ascii_letters, punctuation, whitespace))


def capwords(s, sep=None) -> str:
    """Split s by sep (runs of whitespace by default), capitalize each
    word, and join them with sep (a space by default)."""
    return (' ' if sep is None else sep).join(w.capitalize() for w in s.split(sep))


# ---- Template ------------------------------------------------------------

class _NoMapping:
    """The default of substitute's mapping: only keywords are given."""


_NO_MAPPING = _NoMapping()


def _template_regex(cls):
    delim = _re.escape(cls.delimiter)  # the delimiter, literally
    ident = cls.idpattern
    braced = cls.braceidpattern or ident
    text = (f'{delim}(?:'
            f'(?P<escaped>{delim})|'        # two delimiters stand for one
            f'(?P<named>{ident})|'          # $name
            f'{{(?P<braced>{braced})}}|'    # ${name}
            f'(?P<invalid>)'                # a delimiter before anything else
            ')')
    return text


def _compile_template(cls):
    # A pattern the class gives itself (str or compiled) wins over the
    # one built from delimiter and idpattern. Both are verbose regexes.
    own = vars(cls).get('pattern')
    text = _template_regex(cls) if own is None else own
    if isinstance(text, _re.Pattern):
        text = text.pattern
    return _re.compile(text, cls.flags | _re.VERBOSE)


class Template:
    """A string with $-placeholders: $name, ${name}, and $$ for a '$'.
    Subclasses may change delimiter, idpattern, braceidpattern, flags,
    or give a whole pattern with the groups escaped, named, braced and
    invalid."""

    delimiter = '$'
    # ASCII identifiers, in either case (flags adds IGNORECASE).
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    flags = _re.IGNORECASE
    braceidpattern = None  # None: the same as idpattern

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.pattern = _compile_template(cls)

    def __init__(self, template: str) -> None:
        self.template = template

    def _name_of(self, match):
        name = match.group('named')
        return match.group('braced') if name is None else name

    def _bad_group(self):
        return ValueError('Unrecognized named group in pattern', self.pattern)

    def _fail_invalid(self, match):
        at = match.start('invalid')
        before = self.template[:at].splitlines(keepends=True)
        if before:
            line = len(before)
            column = at - sum(len(piece) for piece in before[:-1])
        else:
            line = column = 1
        raise ValueError(f'Invalid placeholder in string: line {line}, col {column}')

    def _mapping(self, mapping, kws):
        if mapping is _NO_MAPPING:
            return kws
        if not kws:
            return mapping
        from collections import ChainMap
        return ChainMap(kws, mapping)

    def substitute(self, mapping=_NO_MAPPING, /, **kws):
        """The template with every placeholder replaced; KeyError for a
        missing name, ValueError for a malformed placeholder."""
        values = self._mapping(mapping, kws)

        def replace(match):
            name = self._name_of(match)
            if name is not None:
                return str(values[name])
            if match.group('escaped') is not None:
                return self.delimiter
            if match.group('invalid') is not None:
                self._fail_invalid(match)
            raise self._bad_group()
        return self.pattern.sub(replace, self.template)

    def safe_substitute(self, mapping=_NO_MAPPING, /, **kws):
        """Like substitute(), but missing names and malformed
        placeholders stay as they are."""
        values = self._mapping(mapping, kws)

        def replace(match):
            name = self._name_of(match)
            if name is not None:
                try:
                    return str(values[name])
                except KeyError:
                    return match.group()
            if match.group('escaped') is not None:
                return self.delimiter
            if match.group('invalid') is not None:
                return match.group()
            raise self._bad_group()
        return self.pattern.sub(replace, self.template)

    def is_valid(self):
        """Whether the template has no malformed placeholder."""
        for match in self.pattern.finditer(self.template):
            if match.group('invalid') is not None:
                return False
            if self._name_of(match) is None and match.group('escaped') is None:
                raise self._bad_group()
        return True

    def get_identifiers(self) -> list:
        """The placeholder names, each once, in order of appearance."""
        names = []
        for match in self.pattern.finditer(self.template):
            name = self._name_of(match)
            if name is not None:
                if name not in names:
                    names.append(name)
            elif match.group('invalid') is None and match.group('escaped') is None:
                raise self._bad_group()
        return names


Template.pattern = _compile_template(Template)


# ---- Formatter -----------------------------------------------------------

def _parse_field(text, pos):
    """Parse the replacement field starting after the '{' at pos - 1:
    (field name, format spec, conversion, position after the '}')."""
    n = len(text)
    start = pos
    in_brackets = False
    stop = None
    while pos < n:
        c = text[pos]
        pos += 1
        if c == '[':
            in_brackets = True
        elif c == ']':
            in_brackets = False
        elif in_brackets:
            continue
        elif c == '{':
            raise ValueError("unexpected '{' in field name")
        elif c in '}:!':
            stop = c
            break
    if stop is None:
        raise ValueError("expected '}' before end of string")
    name = text[start:pos - 1]
    conversion = None
    if stop == '}':
        return name, '', conversion, pos
    if stop == '!':
        if pos >= n:
            raise ValueError('end of string while looking for conversion specifier')
        conversion = text[pos]
        pos += 1
        if pos < n:
            after = text[pos]
            pos += 1
            if after == '}':
                return name, '', conversion, pos
            if after != ':':
                raise ValueError("expected ':' after conversion specifier")
    # The format spec runs to the '}' that balances the field's '{'.
    spec_start = pos
    depth = 1
    while pos < n:
        c = text[pos]
        pos += 1
        if c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                return name, text[spec_start:pos - 1], conversion, pos
    raise ValueError("unmatched '{' in format spec")


def _parse_format(text):
    """Yield (literal, field name, spec, conversion) as Formatter.parse
    documents it."""
    n = len(text)
    pos = 0
    literal = []
    while pos < n:
        c = text[pos]
        pos += 1
        if c not in '{}':
            literal.append(c)
            continue
        doubled = pos < n and text[pos] == c
        if doubled:
            # {{ or }}: one brace of literal text, which ends a chunk.
            pos += 1
            literal.append(c)
            yield ''.join(literal), None, None, None
            literal = []
        elif c == '}':
            raise ValueError("Single '}' encountered in format string")
        elif pos >= n:
            raise ValueError("Single '{' encountered in format string")
        else:
            name, spec, conversion, pos = _parse_field(text, pos)
            yield ''.join(literal), name, spec, conversion
            literal = []
    if literal:
        yield ''.join(literal), None, None, None


def _split_field_name(name):
    """(first part, [(is_attribute, key), ...]) of a field name such as
    'a.b[0]'; a first part or index of digits becomes an int."""
    head_end = len(name)
    for i, c in enumerate(name):
        if c in '.[':
            head_end = i
            break
    head = name[:head_end]
    if head.isdigit():
        head = int(head)
    rest = []
    pos = head_end
    while pos < len(name):
        c = name[pos]
        if c == '.':
            end = pos + 1
            while end < len(name) and name[end] not in '.[':
                end += 1
            attr = name[pos + 1:end]
            if not attr:
                raise ValueError('Empty attribute in format string')
            rest.append((True, attr))
            pos = end
        elif c == '[':
            close = name.find(']', pos)
            if close < 0:
                raise ValueError("Missing ']' in format string")
            key = name[pos + 1:close]
            rest.append((False, int(key) if key.isdigit() else key))
            pos = close + 1
            if pos < len(name) and name[pos] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return head, rest


_CONVERSIONS = {None: None, 's': str, 'r': repr, 'a': ascii}
_MIXED_NUMBERING = ('cannot switch from manual field specification '
                    'to automatic field numbering')


class Formatter:
    """str.format as overridable steps: parse, get_field, get_value,
    convert_field, format_field, check_unused_args."""

    def format(self, format_string, /, *args, **kwargs) -> str:
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs) -> str:
        used = set()
        text, _ = self._render(format_string, args, kwargs, used, 2)
        self.check_unused_args(used, args, kwargs)
        return text

    def _render(self, format_string, args, kwargs, used, depth, auto_index=0):
        # auto_index counts '{}' fields; it is False once a field was
        # numbered by hand, as the two styles do not mix.
        if depth < 0:
            raise ValueError('Max string recursion exceeded')  # a spec's fields nest only so deep
        pieces = []
        for literal, name, spec, conversion in self.parse(format_string):
            if literal:
                pieces.append(literal)
            if name is None:
                continue
            automatic = name == ''
            if (auto_index is False) if automatic else (name.isdigit() and auto_index):
                raise ValueError(_MIXED_NUMBERING)
            if automatic:
                name = str(auto_index)
                auto_index += 1
            elif name.isdigit():
                auto_index = False
            value, key = self.get_field(name, args, kwargs)
            used.add(key)
            value = self.convert_field(value, conversion)
            spec, auto_index = self._render(spec, args, kwargs, used, depth - 1,
                                            auto_index=auto_index)
            pieces.append(self.format_field(value, spec))
        return ''.join(pieces), auto_index

    def get_value(self, key, args, kwargs) -> object:
        """args[key] for an int key, else kwargs[key]."""
        return args[key] if isinstance(key, int) else kwargs[key]

    def check_unused_args(self, used_args, args, kwargs) -> None:
        """A hook to reject unused arguments; accepts them by default."""

    def format_field(self, value, format_spec) -> str:
        return format(value, format_spec)  # the builtin

    def convert_field(self, value, conversion) -> object:
        """Apply a !s, !r or !a conversion (None: none)."""
        convert = _CONVERSIONS.get(conversion, _CONVERSIONS)
        if convert is not _CONVERSIONS:
            return value if convert is None else convert(value)
        raise ValueError(f'Unknown conversion specifier {conversion!s}')

    def parse(self, format_string):
        """Iterate over (literal_text, field_name, format_spec,
        conversion) for format_string."""
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        """(the object field_name names, its first key)."""
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, key in rest:
            obj = getattr(obj, key) if is_attr else obj[key]
        return obj, first
