"""CSV parsing and writing.

reader() and writer() follow the C implementation's state machine and
quoting rules for a dialect (delimiter, quotechar, escapechar,
doublequote, skipinitialspace, lineterminator, quoting, strict); on top
of them DictReader, DictWriter and the Sniffer.
"""

import re
import types
from io import StringIO

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "Error", "Dialect", "__doc__", "excel", "excel_tab",
           "field_size_limit", "reader", "writer",
           "register_dialect", "get_dialect", "list_dialects", "Sniffer",
           "unregister_dialect", "__version__", "DictReader", "DictWriter",
           "unix_dialect"]

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)


class Error(Exception):
    pass


Error.__module__ = '_csv'

_dialects = {}
_field_limit = [128 * 1024]


def field_size_limit(*args):
    """Sets an upper limit on parsed fields.
        csv.field_size_limit([limit])

    Returns old limit. If limit is not given, no new limit is set and
    the old limit is returned"""
    if len(args) > 1:
        raise TypeError('field_size_limit expected at most 1 argument, got %d' % len(args))
    old = _field_limit[0]
    if args:
        limit = args[0]
        if not isinstance(limit, int):
            raise TypeError('"limit" must be an integer')
        _field_limit[0] = limit
    return old


_DIALECT_PARAMS = ('delimiter', 'doublequote', 'escapechar', 'lineterminator',
                   'quotechar', 'quoting', 'skipinitialspace', 'strict')


def _char(name, value, allow_none):
    if value is None and allow_none:
        return None
    if not isinstance(value, str):
        raise TypeError('"%s" must be string, not %s' % (name, type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


class _Dialect:
    """A validated set of formatting parameters (the C module's Dialect):
    from a dialect name, class or instance, with keyword overrides."""

    __slots__ = _DIALECT_PARAMS

    def __init__(self, dialect=None, **kwargs):
        for key in kwargs:
            if key not in _DIALECT_PARAMS:
                raise TypeError("%r is an invalid keyword argument for this function" % key)
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)

        def param(name, default):
            if name in kwargs:
                return kwargs[name]
            if dialect is not None:
                return getattr(dialect, name, default)
            return default

        delimiter = param('delimiter', ',')
        if delimiter is None:
            raise TypeError('"delimiter" must be string, not NoneType')
        self.delimiter = _char('delimiter', delimiter, False)
        self.doublequote = bool(param('doublequote', True))
        self.escapechar = _char('escapechar', param('escapechar', None), True)
        lineterminator = param('lineterminator', '\r\n')
        if not isinstance(lineterminator, str):
            raise TypeError('"lineterminator" must be a string')
        self.lineterminator = lineterminator
        self.quotechar = _char('quotechar', param('quotechar', '"'), True)
        quoting = param('quoting', QUOTE_MINIMAL)
        if not isinstance(quoting, int):
            raise TypeError('"quoting" must be an integer')
        if quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError('bad "quoting" value')
        self.quoting = quoting
        self.skipinitialspace = bool(param('skipinitialspace', False))
        self.strict = bool(param('strict', False))
        if self.quotechar is None and quoting != QUOTE_NONE:
            raise TypeError('quotechar must be set if quoting enabled')


_Dialect.__name__ = _Dialect.__qualname__ = 'Dialect'
_Dialect.__module__ = '_csv'


def register_dialect(name, dialect=None, **fmtparams):
    """Create a mapping from a string name to a dialect class."""
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _dialects[name] = _Dialect(dialect, **fmtparams)


def unregister_dialect(name):
    """Delete the name/dialect mapping associated with a string name."""
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    """Return the dialect instance associated with name."""
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect") from None


def list_dialects():
    """Return a list of all know dialect names."""
    return list(_dialects)


# Parser states.
_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD, \
    _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL, \
    _AFTER_ESCAPED_CRNL = range(9)

_EOL = None  # the end of each input line, fed after its characters


class _reader:
    """CSV reader

    Reader objects are responsible for reading and parsing tabular data
    in CSV format.
    """

    def __init__(self, csvfile, dialect='excel', **fmtparams):
        self._input = iter(csvfile)
        self.dialect = _Dialect(dialect, **fmtparams)
        self.line_num = 0

    def __iter__(self):
        return self

    def _save_field(self):
        field = ''.join(self._field)
        self._field = []
        if self._numeric:
            self._numeric = False
            field = float(field)
        self._fields.append(field)

    def _add_char(self, c):
        if len(self._field) >= _field_limit[0]:
            raise Error("field larger than field limit (%d)" % _field_limit[0])
        self._field.append(c)

    def __next__(self):
        self._fields = []
        self._field = []
        self._numeric = False
        self._state = _START_RECORD
        while True:
            try:
                line = next(self._input)
            except StopIteration:
                if self._field or self._state == _IN_QUOTED_FIELD:
                    if self.dialect.strict:
                        raise Error("unexpected end of data")
                    self._save_field()
                    break
                raise
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %.200s "
                            "(the file should be opened in text mode)"
                            % type(line).__name__)
            self.line_num += 1
            for c in line:
                self._process(c)
            self._process(_EOL)
            if self._state == _START_RECORD:
                break
        fields = self._fields
        self._fields = None
        return fields

    def _process(self, c):
        d = self.dialect
        state = self._state
        if state == _START_RECORD:
            if c is _EOL:
                return
            if c == '\n' or c == '\r':
                self._state = _EAT_CRNL
                return
            state = self._state = _START_FIELD
        if state == _START_FIELD:
            if c is _EOL or c == '\n' or c == '\r':
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._state = _IN_QUOTED_FIELD
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == ' ' and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self._save_field()
            else:
                if d.quoting == QUOTE_NONNUMERIC:
                    self._numeric = True
                self._add_char(c)
                self._state = _IN_FIELD
        elif state == _ESCAPED_CHAR:
            if c == '\n' or c == '\r':
                self._add_char(c)
                self._state = _AFTER_ESCAPED_CRNL
                return
            if c is _EOL:
                c = '\n'
            self._add_char(c)
            self._state = _IN_FIELD
        elif state == _AFTER_ESCAPED_CRNL or state == _IN_FIELD:
            if state == _AFTER_ESCAPED_CRNL and c is _EOL:
                return
            if c is _EOL or c == '\n' or c == '\r':
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            else:
                self._add_char(c)
                self._state = _IN_FIELD
        elif state == _IN_QUOTED_FIELD:
            if c is _EOL:
                pass
            elif c == d.escapechar:
                self._state = _ESCAPE_IN_QUOTED_FIELD
            elif c == d.quotechar:
                if d.doublequote:
                    self._state = _QUOTE_IN_QUOTED_FIELD
                else:
                    self._state = _IN_FIELD
            else:
                self._add_char(c)
        elif state == _ESCAPE_IN_QUOTED_FIELD:
            if c is _EOL:
                c = '\n'
            self._add_char(c)
            self._state = _IN_QUOTED_FIELD
        elif state == _QUOTE_IN_QUOTED_FIELD:
            if d.quoting != QUOTE_NONE and c == d.quotechar:
                self._add_char(c)
                self._state = _IN_QUOTED_FIELD
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            elif c is _EOL or c == '\n' or c == '\r':
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif not d.strict:
                self._add_char(c)
                self._state = _IN_FIELD
            else:
                raise Error("'%c' expected after '%c'" % (d.delimiter, d.quotechar))
        elif state == _EAT_CRNL:
            if c == '\n' or c == '\r':
                pass
            elif c is _EOL:
                self._state = _START_RECORD
            else:
                raise Error("new-line character seen in unquoted field - "
                            "do you need to open the file in universal-newline mode?")


_reader.__name__ = _reader.__qualname__ = 'reader'
_reader.__module__ = '_csv'


def reader(csvfile, dialect='excel', **fmtparams):
    """csv_reader = reader(iterable [, dialect='excel']
                            [optional keyword args])
        for row in csv_reader:
            process(row)

    The "iterable" argument can be any object that returns a line
    of input for each iteration, such as a file object or a list.
    """
    return _reader(csvfile, dialect, **fmtparams)


def _is_number(value):
    return isinstance(value, (int, float, complex)) or (
        type(value).__name__ in ('Decimal', 'Fraction'))


class _writer:
    """CSV writer

    Writer objects are responsible for generating tabular data
    in CSV format from sequence input.
    """

    def __init__(self, csvfile, dialect='excel', **fmtparams):
        try:
            self._write = csvfile.write
        except AttributeError:
            raise TypeError('argument 1 must have a "write" method') from None
        self.dialect = _Dialect(dialect, **fmtparams)

    def _append(self, parts, field, quoted, first):
        d = self.dialect
        # First pass: does the field need quotes (or escapes)?
        escape_needed = []
        for c in field:
            if (c == d.delimiter or c == d.escapechar or c == d.quotechar
                    or c in d.lineterminator):
                if d.quoting == QUOTE_NONE:
                    escape_needed.append(c)
                elif c == d.quotechar:
                    if not d.doublequote:
                        escape_needed.append(c)
                    quoted = True if d.doublequote else quoted
                elif c == d.escapechar:
                    escape_needed.append(c)
                else:
                    quoted = True
        if escape_needed and d.escapechar is None:
            raise Error("need to escape, but no escapechar set")
        out = []
        if not first:
            out.append(d.delimiter)
        if quoted:
            out.append(d.quotechar)
        for c in field:
            if (c == d.delimiter or c == d.escapechar or c == d.quotechar
                    or c in d.lineterminator):
                if d.quoting == QUOTE_NONE:
                    out.append(d.escapechar)
                elif c == d.quotechar:
                    if d.doublequote:
                        out.append(d.quotechar)
                    else:
                        out.append(d.escapechar)
                elif c == d.escapechar:
                    out.append(d.escapechar)
            out.append(c)
        if quoted:
            out.append(d.quotechar)
        parts.append(''.join(out))
        return quoted

    def writerow(self, row):
        """writerow(iterable)

        Construct and write a CSV record from an iterable of fields.  Non-string
        elements will be converted to string."""
        try:
            it = iter(row)
        except TypeError:
            raise Error("iterable expected, not %.200s" % type(row).__name__) from None
        d = self.dialect
        parts = []
        count = 0
        for field in it:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(field)
            elif d.quoting == QUOTE_ALL:
                quoted = True
            else:
                quoted = False
            if field is None:
                text = ''
            elif isinstance(field, str):
                text = field
            else:
                text = str(field)
            self._append(parts, text, quoted, count == 0)
            count += 1
        line = ''.join(parts)
        if count and not line:
            # A record of one empty field is written as "" so that it reads
            # back as a field rather than as an empty line.
            if d.quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            line = d.quotechar * 2
        return self._write(line + d.lineterminator)

    def writerows(self, rows):
        """writerows(iterable of iterables)

        Construct and write a series of iterables to a csv file.  Non-string
        elements will be converted to string."""
        for row in rows:
            self.writerow(row)


_writer.__name__ = _writer.__qualname__ = 'writer'
_writer.__module__ = '_csv'


def writer(csvfile, dialect='excel', **fmtparams):
    """csv_writer = csv.writer(fileobj [, dialect='excel']
                                [optional keyword args])
        for row in sequence:
            csv_writer.writerow(row)

    The "fileobj" argument can be any object that supports the file API.
    """
    return _writer(csvfile, dialect, **fmtparams)


class Dialect:
    """Describe a CSV dialect.

    This must be subclassed (see csv.excel).  Valid attributes are:
    delimiter, quotechar, escapechar, doublequote, skipinitialspace,
    lineterminator, quoting.
    """
    _name = ""
    _valid = False
    # placeholders
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _Dialect(self)
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    """Describe the usual properties of Excel-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


register_dialect("excel", excel)


class excel_tab(excel):
    """Describe the usual properties of Excel-generated TAB-delimited files."""
    delimiter = '\t'


register_dialect("excel-tab", excel_tab)


class unix_dialect(Dialect):
    """Describe the usual properties of Unix-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


register_dialect("unix", unix_dialect)


class DictReader:
    """Read rows as dicts keyed by the field names (the first row unless
    fieldnames is given); extra values go to a list under restkey,
    missing ones get restval."""

    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        self._fieldnames = fieldnames   # list of keys for the dict
        self.restkey = restkey          # key to catch long rows
        self.restval = restval          # default value for short rows
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            # Used only for its side effect.
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num

        # unlike the basic reader, we prefer not to return blanks,
        # because we will typically wind up with a dict full of None
        # values
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d

    __class_getitem__ = classmethod(types.GenericAlias)


class DictWriter:
    """Write dicts as rows in the order of fieldnames; missing keys get
    restval; extra keys raise ValueError unless extrasaction='ignore'."""

    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        self.fieldnames = fieldnames    # list of keys for the dict
        self.restval = restval          # for writing short dicts
        extrasaction = extrasaction.lower()
        if extrasaction not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'"
                             % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong_fields = rowdict.keys() - self.fieldnames
            if wrong_fields:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong_fields]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))

    __class_getitem__ = classmethod(types.GenericAlias)


class Sniffer:
    '''
    "Sniffs" the format of a CSV file (i.e. delimiter, quotechar)
    Returns a Dialect object.
    '''

    def __init__(self):
        # in case there is more than one possible delimiter
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        """
        Returns a dialect (or None) corresponding to the sample
        """
        quotechar, doublequote, delimiter, skipinitialspace = \
            self._guess_quote_and_delimiter(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._guess_delimiter(sample,
                                                                delimiters)

        if not delimiter:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL
            # escapechar = ''

        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        # _csv.reader won't accept a quotechar of ''
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace

        return dialect

    def _guess_quote_and_delimiter(self, data, delimiters):
        """
        Looks for text enclosed between two identical quotes
        (the probable quotechar) which are preceded and followed
        by the same character (the probable delimiter).
        """
        matches = []
        for restr in (r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',  # ,".*?",
                      r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',   # ".*?",
                      r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',   # ,".*?"
                      r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)'):                            # ".*?" (no delim, no space)
            regexp = re.compile(restr, re.DOTALL | re.MULTILINE)
            matches = regexp.findall(data)
            if matches:
                break

        if not matches:
            # (quotechar, doublequote, delimiter, skipinitialspace)
            return ('', False, None, 0)
        quotes = {}
        delims = {}
        spaces = 0
        groupindex = regexp.groupindex
        for m in matches:
            n = groupindex['quote'] - 1
            key = m[n]
            if key:
                quotes[key] = quotes.get(key, 0) + 1
            try:
                n = groupindex['delim'] - 1
                key = m[n]
            except KeyError:
                continue
            if key and (delimiters is None or key in delimiters):
                delims[key] = delims.get(key, 0) + 1
            try:
                n = groupindex['space'] - 1
            except KeyError:
                continue
            if m[n]:
                spaces += 1

        quotechar = max(quotes, key=quotes.get)

        if delims:
            delim = max(delims, key=delims.get)
            skipinitialspace = delims[delim] == spaces
            if delim == '\n':  # most likely a file with a single column
                delim = ''
        else:
            # there is *no* delimiter, it's a single column of quoted data
            delim = ''
            skipinitialspace = 0

        # if we see an extra quote between delimiters, we've got a
        # double quoted format
        dq_regexp = re.compile(
            r"((%(delim)s)|^)\W*%(quote)s[^%(delim)s\n]*%(quote)s[^%(delim)s\n]*%(quote)s\W*((%(delim)s)|$)" %
            {'delim': re.escape(delim), 'quote': quotechar}, re.MULTILINE)

        if dq_regexp.search(data):
            doublequote = True
        else:
            doublequote = False

        return (quotechar, doublequote, delim, skipinitialspace)

    def _guess_delimiter(self, data, delimiters):
        """
        The delimiter /should/ occur the same number of times on
        each row. However, due to malformed data, it may not. We don't want
        an all or nothing approach, so we allow for small variations in this
        number: build a table of how often each character occurs per line,
        and take the character whose count is most consistent (the mode
        seen on enough lines) as the delimiter.
        """
        data = list(filter(None, data.split('\n')))

        ascii = [chr(c) for c in range(127)]  # 7-bit ASCII

        # build frequency tables
        chunkLength = min(10, len(data))
        iteration = 0
        charFrequency = {}
        modes = {}
        delims = {}
        start, end = 0, chunkLength
        while start < len(data):
            iteration += 1
            for line in data[start:end]:
                for char in ascii:
                    metaFrequency = charFrequency.get(char, {})
                    # must count even if frequency is 0
                    freq = line.count(char)
                    # value is the mode
                    metaFrequency[freq] = metaFrequency.get(freq, 0) + 1
                    charFrequency[char] = metaFrequency

            for char in charFrequency.keys():
                items = list(charFrequency[char].items())
                if len(items) == 1 and items[0][0] == 0:
                    continue
                # get the mode of the frequencies
                if len(items) > 1:
                    modes[char] = max(items, key=lambda x: x[1])
                    # adjust the mode - subtract the sum of all
                    # other frequencies
                    items.remove(modes[char])
                    modes[char] = (modes[char][0], modes[char][1]
                                   - sum(item[1] for item in items))
                else:
                    modes[char] = items[0]

            # build a list of possible delimiters
            modeList = modes.items()
            total = float(min(chunkLength * iteration, len(data)))
            # (rows of consistent data) / (number of rows) = 100%
            consistency = 1.0
            # minimum consistency threshold
            threshold = 0.9
            while len(delims) == 0 and consistency >= threshold:
                for k, v in modeList:
                    if v[0] > 0 and v[1] > 0:
                        if ((v[1] / total) >= consistency and
                                (delimiters is None or k in delimiters)):
                            delims[k] = v
                consistency -= 0.01

            if len(delims) == 1:
                delim = list(delims.keys())[0]
                skipinitialspace = (data[0].count(delim) ==
                                    data[0].count("%c " % delim))
                return (delim, skipinitialspace)

            # analyze another chunkLength lines
            start = end
            end += chunkLength

        if not delims:
            return ('', 0)

        # if there's more than one, fall back to a 'preferred' list
        if len(delims) > 1:
            for d in self.preferred:
                if d in delims.keys():
                    skipinitialspace = (data[0].count(d) ==
                                        data[0].count("%c " % d))
                    return (d, skipinitialspace)

        # nothing else indicates a preference, pick the character that
        # dominates(?)
        items = [(v, k) for (k, v) in delims.items()]
        items.sort()
        delim = items[-1][1]

        skipinitialspace = (data[0].count(delim) ==
                            data[0].count("%c " % delim))
        return (delim, skipinitialspace)

    def has_header(self, sample):
        # Creates a dictionary of types of data in each column. If any
        # column is of a single type (say, integers), *except* for the first
        # row, then the first row is presumed to be labels. If the type
        # can't be determined, it is assumed to be a string in which case
        # the length of the string is the determining factor: if all of the
        # rows except for the first are the same length, it's a header.
        # Finally, a 'vote' is taken at the end for each column, adding or
        # subtracting from the likelihood of the first row being a header.

        rdr = reader(StringIO(sample), self.sniff(sample))

        header = next(rdr)  # assume first row is header

        columns = len(header)
        columnTypes = {}
        for i in range(columns):
            columnTypes[i] = None

        checked = 0
        for row in rdr:
            # arbitrary number of rows to check, to keep it sane
            if checked > 20:
                break
            checked += 1

            if len(row) != columns:
                continue  # skip rows that have irregular number of columns

            for col in list(columnTypes.keys()):
                thisType = complex
                try:
                    thisType(row[col])
                except (ValueError, OverflowError):
                    # fallback to length of string
                    thisType = len(row[col])

                if thisType != columnTypes[col]:
                    if columnTypes[col] is None:  # add new column type
                        columnTypes[col] = thisType
                    else:
                        # type is inconsistent, remove column from
                        # consideration
                        del columnTypes[col]

        # finally, compare results against first row and "vote"
        # on whether it's a header
        hasHeader = 0
        for col, colType in columnTypes.items():
            if isinstance(colType, int):  # it's a length
                if len(header[col]) != colType:
                    hasHeader += 1
                else:
                    hasHeader -= 1
            else:  # attempt typecast
                try:
                    colType(header[col])
                except (ValueError, TypeError):
                    hasHeader += 1
                else:
                    hasHeader -= 1

        return hasHeader > 0
