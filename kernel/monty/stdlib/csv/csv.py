"""Read and write CSV files (RFC 4180 and its many dialects).

CPython splits this module into a C part (_csv: the reader, the writer
and Dialect checking) and a Python part (DictReader, DictWriter, the
Sniffer).  Both halves are here, in Python; the objects report the
module names CPython's do ('_csv.reader', '_csv.Error').
"""

import re
from io import StringIO

__all__ = ("QUOTE_MINIMAL QUOTE_ALL QUOTE_NONNUMERIC QUOTE_NONE Error "
           "Dialect __doc__ excel excel_tab field_size_limit reader writer "
           "register_dialect get_dialect list_dialects Sniffer "
           "unregister_dialect __version__ DictReader DictWriter "
           "unix_dialect").split()

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)


class Error(Exception):
    __module__ = '_csv'

# The process-wide settings _csv keeps: registered dialects, field limit.
_registry = {}
_limit = [128 * 1024]


def field_size_limit(*args):
    """The largest field the reader accepts; with an argument, set it and
    return the old limit."""
    if len(args) > 1:
        raise TypeError('field_size_limit() takes at most 1 argument (%d given)' % len(args))
    old = _limit[0]
    if args:
        if not isinstance(args[0], int):
            raise TypeError('limit must be an integer')
        _limit[0] = args[0]
    return old


# ------------------------------------------------------------ dialects

_SETTINGS = ('delimiter', 'doublequote', 'escapechar', 'lineterminator',
             'quotechar', 'quoting', 'skipinitialspace', 'strict')
_DEFAULTS = {'delimiter': ',', 'doublequote': True, 'escapechar': None,
             'lineterminator': '\r\n', 'quotechar': '"',
             'quoting': QUOTE_MINIMAL, 'skipinitialspace': False,
             'strict': False}


def _one_char(name, value, optional):
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise TypeError('"%s" must be string%s, not %s'
                        % (name, ' or None' if optional else '', type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


class _Dialect:
    """The checked, frozen settings a reader or writer works with."""
    __module__ = '_csv'
    __slots__ = tuple('_' + n for n in _SETTINGS)

    def __init__(self, base=None, **overrides):
        for key in overrides:
            if key not in _SETTINGS:
                raise TypeError("'%s' is an invalid keyword argument for this function" % key)
        values = {}
        for key in _SETTINGS:
            if key in overrides:
                values[key] = overrides[key]
            elif base is not None and hasattr(base, key):
                values[key] = getattr(base, key)
            else:
                values[key] = _DEFAULTS[key]
        # The checks in CPython's order: each setting's type, then how
        # they go together.
        values['delimiter'] = _one_char('delimiter', values['delimiter'], False)
        values['escapechar'] = _one_char('escapechar', values['escapechar'], True)
        ending = values['lineterminator']
        if ending is not None and not isinstance(ending, str):
            raise TypeError('"lineterminator" must be a string')
        values['quotechar'] = _one_char('quotechar', values['quotechar'], True)
        quoting = values['quoting']
        if not isinstance(quoting, int):
            raise TypeError('"quoting" must be an integer')
        if quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError('bad "quoting" value')
        if 'quotechar' in overrides and overrides['quotechar'] is None \
                and 'quoting' not in overrides:
            values['quoting'] = quoting = QUOTE_NONE
        if quoting != QUOTE_NONE and values['quotechar'] is None:
            raise TypeError('quotechar must be set if quoting enabled')
        if ending is None:
            raise TypeError('lineterminator must be set')
        for key in ('doublequote', 'skipinitialspace', 'strict'):
            values[key] = bool(values[key])
        for key, v in values.items():
            object.__setattr__(self, '_' + key, v)

    def __setattr__(self, name, value):
        raise AttributeError("attribute '%s' of '_csv.Dialect' objects is not writable" % name)


def _make_getter(key):
    return property(lambda self: getattr(self, '_' + key))


for _key in _SETTINGS:
    setattr(_Dialect, _key, _make_getter(_key))
del _key
_Dialect.__name__ = _Dialect.__qualname__ = 'Dialect'


def _resolve(dialect, overrides):
    if isinstance(dialect, str):
        try:
            dialect = _registry[dialect]
        except KeyError:
            raise Error('unknown dialect') from None
    if isinstance(dialect, _Dialect) and not overrides:
        return dialect
    return _Dialect(dialect, **overrides)


class Dialect:
    """Describe a CSV dialect: subclass and set the attributes.

    The attributes are those reader() and writer() take as keywords:
    delimiter, quotechar, escapechar, doublequote, skipinitialspace,
    lineterminator, quoting (and strict).
    """
    _name, _valid = "", False
    delimiter = quotechar = escapechar = doublequote = None
    skipinitialspace = lineterminator = quoting = None

    def __init__(self):
        # Only subclasses describe a usable dialect.
        self._valid = type(self) is not Dialect
        self._validate()

    def _validate(self):
        """Raise Error if the settings do not make a dialect."""
        try:
            _Dialect(self)
        except TypeError as exc:
            raise Error(str(exc)) from None


class excel(Dialect):
    """Excel's CSV: comma-separated, CRLF line ends."""
    delimiter, quotechar, lineterminator = ',', '"', '\r\n'
    doublequote, skipinitialspace = True, False
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    """Excel's tab-separated files."""
    delimiter = '\t'


class unix_dialect(Dialect):
    """What Unix tools write: every field quoted, LF line ends."""
    delimiter, quotechar, lineterminator = ',', '"', '\n'
    doublequote, skipinitialspace = True, False
    quoting = QUOTE_ALL


def register_dialect(name, dialect=None, **fmtparams):
    """Register a dialect (class, instance or name) under name."""
    if not isinstance(name, str):
        raise TypeError('dialect name must be a string')
    _registry[name] = _resolve(dialect, fmtparams)


def unregister_dialect(name):
    """Remove a registered dialect."""
    if _registry.pop(name, None) is None:
        raise Error('unknown dialect')


def get_dialect(name):
    """The registered dialect called name."""
    try:
        return _registry[name]
    except (KeyError, TypeError):
        raise Error('unknown dialect') from None


def list_dialects():
    """The names of the registered dialects."""
    return list(_registry)


# -------------------------------------------------------------- reading

# The reader's states: where the parser is within a record.
(_NEW_RECORD, _NEW_FIELD, _AFTER_ESCAPE, _AFTER_ESCAPED_NEWLINE, _UNQUOTED,
 _QUOTED, _ESCAPE_IN_QUOTES, _QUOTE_IN_QUOTES, _LINE_END) = range(9)
_EOL = None            # end of each line given to the parser


class _Reader:
    """Iterates over the records of lines of CSV text."""
    __module__ = '_csv'

    def __init__(self, lines, dialect):
        self._lines = iter(lines)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    def __next__(self):
        self._record = []
        self._field = []
        self._numeric = False
        self._state = _NEW_RECORD
        d = self.dialect
        while True:
            try:
                line = next(self._lines)
            except StopIteration:
                if self._field or self._state == _QUOTED:
                    if d.strict:
                        raise Error('unexpected end of data') from None
                    self._save()
                    break
                raise
            if not isinstance(line, str):
                raise Error('iterator should return strings, not %s (the file '
                            'should be opened in text mode)' % type(line).__name__)
            self.line_num += 1
            for c in line:
                self._feed(c, d)
            self._feed(_EOL, d)
            if self._state == _NEW_RECORD:
                break
        return self._record

    def _add(self, c):
        if len(self._field) >= _limit[0]:
            raise Error('field larger than field limit (%d)' % _limit[0])
        self._field.append(c)

    def _save(self):
        text = ''.join(self._field)
        self._field = []
        if self._numeric:
            self._numeric = False
            text = float(text)
        self._record.append(text)

    def _end_field(self, c):
        self._save()
        self._state = _NEW_RECORD if c is _EOL else _LINE_END

    def _feed(self, c, d):
        state = self._state
        newline = c == '\n' or c == '\r'
        quoting_on = d.quoting != QUOTE_NONE
        if state == _NEW_RECORD:
            if c is _EOL:
                return
            if newline:
                self._state = _LINE_END
                return
            state = self._state = _NEW_FIELD
        if state == _NEW_FIELD:
            if newline or c is _EOL:
                self._end_field(c)
            elif c == d.quotechar and quoting_on:
                self._state = _QUOTED
            elif c == d.escapechar:
                self._state = _AFTER_ESCAPE
            elif c == ' ' and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self._save()
            else:
                if d.quoting == QUOTE_NONNUMERIC:
                    self._numeric = True
                self._add(c)
                self._state = _UNQUOTED
        elif state == _AFTER_ESCAPE:
            if newline:
                self._add(c)
                self._state = _AFTER_ESCAPED_NEWLINE
                return
            self._add('\n' if c is _EOL else c)
            self._state = _UNQUOTED
        elif state == _AFTER_ESCAPED_NEWLINE and c is _EOL:
            return
        elif state in (_UNQUOTED, _AFTER_ESCAPED_NEWLINE):
            self._state = _UNQUOTED
            if newline or c is _EOL:
                self._end_field(c)
            elif c == d.escapechar:
                self._state = _AFTER_ESCAPE
            elif c == d.delimiter:
                self._save()
                self._state = _NEW_FIELD
            else:
                self._add(c)
        elif state == _QUOTED:
            if c is _EOL:
                pass
            elif c == d.escapechar:
                self._state = _ESCAPE_IN_QUOTES
            elif c == d.quotechar and quoting_on:
                self._state = _QUOTE_IN_QUOTES if d.doublequote else _UNQUOTED
            else:
                self._add(c)
        elif state == _ESCAPE_IN_QUOTES:
            self._add('\n' if c is _EOL else c)
            self._state = _QUOTED
        elif state == _QUOTE_IN_QUOTES:
            if quoting_on and c == d.quotechar:
                self._add(c)                  # a doubled quote
                self._state = _QUOTED
            elif c == d.delimiter:
                self._save()
                self._state = _NEW_FIELD
            elif newline or c is _EOL:
                self._end_field(c)
            elif not d.strict:
                self._add(c)
                self._state = _UNQUOTED
            else:
                raise Error("'%s' expected after '%s'" % (d.delimiter, d.quotechar))
        elif state == _LINE_END:
            if newline:
                pass
            elif c is _EOL:
                self._state = _NEW_RECORD
            else:
                raise Error("new-line character seen in unquoted field - do you "
                            "need to open the file in universal-newline mode?")


_Reader.__name__ = _Reader.__qualname__ = 'reader'


def reader(csvfile, dialect='excel', **fmtparams):
    """An iterator over the records (lists of str) of csvfile's lines."""
    lines = iter(csvfile)
    return _Reader(lines, _resolve(dialect, fmtparams))


# -------------------------------------------------------------- writing

def _is_number(x):
    """What C's PyNumber_Check accepts: ints, floats, complex and anything
    with __index__, __int__ or __float__."""
    kind = type(x)
    return isinstance(x, complex) or any(hasattr(kind, m) for m in ('__index__', '__int__', '__float__'))


class _Writer:
    """Writes records as CSV text to a file-like object."""
    __module__ = '_csv'

    def __init__(self, out, dialect):
        self._write = out.write
        self.dialect = dialect

    def _field(self, value, quoted, d):
        text = value
        special = (d.delimiter, d.quotechar, d.escapechar)
        out = []
        for c in text:
            escape = False
            if c in special or c in d.lineterminator:
                if d.quoting == QUOTE_NONE:
                    escape = True
                elif c == d.quotechar:
                    if d.doublequote:
                        out.append(c)
                    else:
                        escape = True
                elif c == d.escapechar:
                    escape = True
                if not escape:
                    quoted = True
                else:
                    if d.escapechar is None:
                        raise Error('need to escape, but no escapechar set')
                    out.append(d.escapechar)
            out.append(c)
        body = ''.join(out)
        if quoted:
            body = d.quotechar + body + d.quotechar
        return body

    def writerow(self, row):
        """Write one record; returns what the file's write() returned."""
        d = self.dialect
        try:
            fields = iter(row)
        except TypeError:
            raise Error('iterable expected, not %s' % type(row).__name__) from None
        parts = []
        for value in fields:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(value)
            else:
                quoted = d.quoting == QUOTE_ALL
            if value is None:
                text = ''
            elif isinstance(value, str):
                text = value
            else:
                text = str(value)
            parts.append(self._field(text, quoted, d))
        if len(parts) == 1 and parts[0] == '':
            if d.quoting == QUOTE_NONE:
                raise Error('single empty field record must be quoted')
            parts[0] = d.quotechar * 2
        return self._write(d.delimiter.join(parts) + d.lineterminator)

    def writerows(self, rows):
        """Write every record of rows."""
        for row in rows:
            self.writerow(row)


_Writer.__name__ = _Writer.__qualname__ = 'writer'


def writer(csvfile, dialect='excel', **fmtparams):
    """An object whose writerow() writes records to csvfile."""
    if not hasattr(csvfile, 'write'):
        raise TypeError('argument 1 must have a "write" method')
    return _Writer(csvfile, _resolve(dialect, fmtparams))


# ------------------------------------------------------- dict interfaces

class DictReader:
    """Reads records as dicts keyed by fieldnames (the first row when not
    given); extra values go under restkey, missing ones are restval."""

    def __init__(self, f, fieldnames=None, restkey=None,
                 restval=None, dialect="excel", *args, **kwds):
        self._fieldnames = fieldnames
        self.restkey, self.restval = restkey, restval
        self.dialect = dialect
        self.reader = reader(f, dialect, *args, **kwds)
        self.line_num = 0               # of the reader, after each record

    def __iter__(self):
        return self

    def _names(self):
        if self._fieldnames is None:
            self._fieldnames = next(self.reader, None)
        self.line_num = self.reader.line_num
        return self._fieldnames

    def _set_names(self, value):
        self._fieldnames = value

    fieldnames = property(_names, _set_names, doc="The keys of each record.")

    def __next__(self):
        if not self.line_num:
            self._names()               # reads the header row
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while not row:                  # blank lines are skipped
            row = next(self.reader)
        names = self.fieldnames
        record = dict(zip(names, row))
        if len(names) < len(row):
            record[self.restkey] = row[len(names):]
        else:
            for name in names[len(row):]:
                record[name] = self.restval
        return record


class DictWriter:
    """Writes dicts as records in fieldnames order; a missing key writes
    restval, an unknown one raises (or is ignored)."""

    def __init__(self, f, fieldnames, restval="",
                 extrasaction="raise", dialect="excel", *args, **kwds):
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ('ignore', 'raise'):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'"
                             % extrasaction)
        self.writer = writer(f, dialect, *args, **kwds)
        self.extrasaction = extrasaction

    def writeheader(self):
        """Write the field names as a record."""
        return self.writerow({name: name for name in self.fieldnames})

    def _row(self, rowdict):
        if self.extrasaction == "raise":
            unknown = rowdict.keys() - self.fieldnames
            if unknown:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join(repr(k) for k in unknown))
        return (rowdict.get(name, self.restval) for name in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._row(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._row, rowdicts))


# ------------------------------------------------------------ the sniffer

class Sniffer:
    """Guesses the dialect of a CSV sample, and whether it has a header."""

    def __init__(self):
        # Tie-breaking order among equally likely delimiters.
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        """A Dialect subclass describing sample."""
        quote, doubled, delim, skip = self._guess_quote_and_delimiter(sample, delimiters)
        if not delim:
            delim, skip = self._guess_delimiter(sample, delimiters)
        if not delim:
            raise Error("Could not determine delimiter")
        settings = {'_name': 'sniffed', 'lineterminator': '\r\n',
                    'quoting': QUOTE_MINIMAL, 'doublequote': doubled,
                    'delimiter': delim, 'quotechar': quote or '"',
                    'skipinitialspace': skip}
        found = type('dialect', (Dialect,), settings)
        found.__qualname__ = 'Sniffer.sniff.<locals>.dialect'
        return found

    # Quoted fields next to a delimiter, tried in this order: the first
    # pattern that matches anywhere decides.
    _QUOTED_FORMS = (
        r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
        r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
        r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
        r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
    )

    def _guess_quote_and_delimiter(self, data, delimiters):
        """(quotechar, doublequote, delimiter, skipinitialspace) from the
        quoted fields of data; delimiter '' when they do not tell."""
        for form in self._QUOTED_FORMS:
            pattern = re.compile(form, re.DOTALL | re.MULTILINE)
            found = list(pattern.finditer(data))
            if found:
                break
        else:
            return ('', False, None, 0)
        quote_votes, delim_votes, spaced = {}, {}, 0
        names = pattern.groupindex
        for m in found:
            q = m.group('quote')
            if q:
                quote_votes[q] = quote_votes.get(q, 0) + 1
            if 'delim' not in names:
                continue
            dl = m.group('delim')
            if dl and (delimiters is None or dl in delimiters):
                delim_votes[dl] = delim_votes.get(dl, 0) + 1
            if 'space' in names and m.group('space'):
                spaced += 1
        quotechar = max(quote_votes, key=quote_votes.get)
        if delim_votes:
            delim = max(delim_votes, key=delim_votes.get)
            skip = delim_votes[delim] == spaced
            if delim == '\n':
                delim = ''
        else:
            delim, skip = '', 0
        # A quote inside a quoted field means quotes are doubled.
        inner = re.compile(
            r"((%(d)s)|^)\W*%(q)s[^%(d)s\n]*%(q)s[^%(d)s\n]*%(q)s\W*((%(d)s)|$)"
            % {'d': re.escape(delim), 'q': quotechar}, re.MULTILINE)
        return quotechar, bool(inner.search(data)), delim, skip

    def _guess_delimiter(self, data, delimiters):
        """(delimiter, skipinitialspace) by character frequencies: the
        delimiter is the character occurring the same number of times on
        (nearly) every line, judged over growing chunks of lines."""
        rows = [line for line in data.split('\n') if line]
        chunk = min(10, len(rows))
        seen = {}           # char -> {count on a line: number of lines}
        candidates = {}
        rounds = 0
        start = 0
        while start < len(rows):
            rounds += 1
            for line in rows[start:start + chunk]:
                for code in range(127):
                    ch = chr(code)
                    tally = seen.setdefault(ch, {})
                    n = line.count(ch)
                    tally[n] = tally.get(n, 0) + 1
            modes = {}
            for ch, tally in seen.items():
                pairs = list(tally.items())
                if len(pairs) == 1 and pairs[0][0] == 0:
                    continue
                if len(pairs) > 1:
                    best = max(pairs, key=lambda p: p[1])
                    others = sum(p[1] for p in pairs) - best[1]
                    modes[ch] = (best[0], best[1] - others)
                else:
                    modes[ch] = pairs[0]
            lines_seen = float(min(chunk * rounds, len(rows)))
            need = 1.0
            while not candidates and need >= 0.9:
                for ch, (count, lines) in modes.items():
                    if count > 0 and lines > 0 and lines / lines_seen >= need \
                            and (delimiters is None or ch in delimiters):
                        candidates[ch] = (count, lines)
                need -= 0.01
            if len(candidates) == 1:
                (only,) = candidates
                return only, self._spaced(rows[0], only)
            start += chunk
        if not candidates:
            return ('', 0)
        if len(candidates) > 1:
            for ch in self.preferred:
                if ch in candidates:
                    return ch, self._spaced(rows[0], ch)
        ranked = sorted((v, k) for k, v in candidates.items())
        winner = ranked[-1][1]
        return winner, self._spaced(rows[0], winner)

    @staticmethod
    def _spaced(line, delim):
        return line.count(delim) == line.count(delim + ' ')

    def has_header(self, sample):
        """Whether sample's first row looks like a header: its cells differ
        in type or length from the columns below."""
        rows = reader(StringIO(sample), self.sniff(sample))
        header = next(rows)
        width = len(header)
        kinds = dict.fromkeys(range(width))
        for checked, row in enumerate(rows):
            if checked > 20:
                break
            if len(row) != width:
                continue
            for col in list(kinds):
                try:
                    complex(row[col])
                    kind = complex
                except (ValueError, OverflowError):
                    kind = len(row[col])
                if kind != kinds[col]:
                    if kinds[col] is None:
                        kinds[col] = kind
                    else:
                        del kinds[col]
        score = 0
        for col, kind in kinds.items():
            if isinstance(kind, int):
                score += 1 if len(header[col]) != kind else -1
            else:
                try:
                    kind(header[col])
                except (ValueError, TypeError):
                    score += 1
                else:
                    score -= 1
        return score > 0


register_dialect("excel", excel)
register_dialect("excel-tab", excel_tab)
register_dialect("unix", unix_dialect)
