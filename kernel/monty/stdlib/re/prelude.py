# RegexFlag: an int whose repr names re's flags (re.IGNORECASE|re.MULTILINE).

_FLAG_NAMES = (('ASCII', 256), ('IGNORECASE', 2), ('LOCALE', 4), ('UNICODE', 32),
               ('MULTILINE', 8), ('DOTALL', 16), ('VERBOSE', 64), ('TEMPLATE', 1),
               ('DEBUG', 128))
_ALL_FLAGS = 511


class RegexFlag(int):
    """An enumeration."""

    def __repr__(self):
        v = int(self)
        if v == 0:
            return 're.NOFLAG'
        parts = []
        for name, bit in _FLAG_NAMES:
            if v & bit:
                parts.append('re.' + name)
                v &= ~bit
        if v:
            parts.append(hex(v))
        return '|'.join(parts)

    __str__ = __repr__

    def __format__(self, spec):
        if not spec:
            return str(self)
        return int(self).__format__(spec)

    def __or__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) | int(other))
        return NotImplemented

    def __and__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) & int(other))
        return NotImplemented

    def __xor__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) ^ int(other))
        return NotImplemented

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(~int(self) & _ALL_FLAGS)

    @property
    def name(self):
        for name, bit in _FLAG_NAMES:
            if int(self) == bit:
                return name
        if int(self) == 0:
            return 'NOFLAG'
        return None

    @property
    def value(self):
        return int(self)

    def __reduce__(self):
        return (RegexFlag, (int(self),))


NOFLAG = RegexFlag(0)
RegexFlag.NOFLAG = NOFLAG
for _name, _bit in _FLAG_NAMES:
    globals()[_name] = RegexFlag(_bit)
    setattr(RegexFlag, _name, globals()[_name])
A, I, L, U, M, S, X, T = ASCII, IGNORECASE, LOCALE, UNICODE, MULTILINE, DOTALL, VERBOSE, TEMPLATE
del _name, _bit

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split",
    "findall", "finditer", "compile", "purge", "template", "escape",
    "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
    "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE",
    "UNICODE", "NOFLAG", "RegexFlag",
]
