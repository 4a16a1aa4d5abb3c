"""Stack traces: extracting, formatting and printing them.

monty's own implementation of the traceback module, written from its
documented behaviour; the text it produces is CPython 3.11's, including the
marker lines drawn under the failing part of a source line (^ under the
span; for a binary operation or a subscript, ~ under the operands and ^
under the operator or the brackets).
"""

import sys

__all__ = [
    # Extracting entries.
    'extract_tb', 'extract_stack', 'walk_tb', 'walk_stack',
    # Formatting them.
    'format_tb', 'format_stack', 'format_list', 'format_exc',
    'format_exception', 'format_exception_only',
    # Printing them.
    'print_tb', 'print_stack', 'print_exc', 'print_exception',
    'print_last', 'clear_frames',
    # The classes behind.
    'TracebackException', 'StackSummary', 'FrameSummary',
]

# Runs of identical entries longer than this are summarised.
_REPEATS_SHOWN = 3

_HEADER = 'Traceback (most recent call last):\n'
_GROUP_HEADER = 'Exception Group Traceback (most recent call last):\n'
_BY_CAUSE = ('\nThe above exception was the direct cause '
             'of the following exception:\n\n')
_BY_CONTEXT = ('\nDuring handling of the above exception, '
               'another exception occurred:\n\n')


def _source_line(filename, lineno):
    import linecache
    return linecache.getline(filename, lineno)


def _to_text(value, what, convert=str):
    # str() or repr() of a value that may itself fail.
    try:
        return convert(value)
    except BaseException:
        return '<%s %s() failed>' % (what, convert.__name__)


def _chars_before(text, nbytes):
    # Characters of text within its first nbytes UTF-8 bytes (AST and code
    # positions count bytes).
    return len(text.encode('utf-8')[:nbytes].decode('utf-8', 'replace'))


def _output(file):
    return sys.stderr if file is None else file


def _write_all(chunks, file):
    out = _output(file)
    for text in chunks:
        print(text, file=out, end='')


# --- single entries --------------------------------------------------------

class FrameSummary:
    """One entry of a stack or traceback: where, and optionally the line
    and the frame's locals (as reprs)."""

    __slots__ = ('name', 'filename', 'lineno', 'colno', 'end_lineno',
                 'end_colno', 'locals', '_text')

    def __init__(
            self, filename, lineno, name, *,
            lookup_line=True, locals=None, line=None,
            end_lineno=None,
            colno=None, end_colno=None):
        self.filename, self.name = filename, name
        self.lineno, self.end_lineno = lineno, end_lineno
        self.colno, self.end_colno = colno, end_colno
        self._text = line
        if lookup_line:
            self.line
        self.locals = None
        if locals:
            self.locals = {key: repr(value) for key, value in locals.items()}

    def _as_tuple(self):
        return (self.filename, self.lineno, self.name, self.line)

    def __eq__(self, other):
        if type(other) is tuple:
            return self._as_tuple() == other
        if not isinstance(other, __class__):
            return NotImplemented
        return (self._as_tuple(), self.locals) == (other._as_tuple(), other.locals)

    def __getitem__(self, index):
        return self._as_tuple()[index]

    def __iter__(self):
        return iter(self._as_tuple())

    def __len__(self):
        return 4

    def __repr__(self):
        return '<FrameSummary file %s, line %s in %s>' % (
            self.filename, self.lineno, self.name)

    @property
    def _original_line(self):  # the line as read, indentation included
        self.line
        return self._text

    @property
    def line(self):
        if self._text is None:
            if self.lineno is None:  # no line to read
                return None
            self._text = _source_line(self.filename, self.lineno)
        return self._text.strip()


def walk_stack(f):
    """Yield (frame, lineno) from frame f outwards; from the caller's
    caller when f is None."""
    if f is None:
        # The generator's own frame is 0: the frame four calls out.
        f = sys._getframe(4)
    while f:
        yield f, f.f_lineno
        f = f.f_back


def walk_tb(tb):
    """Yield (frame, lineno) for each entry of a traceback, outermost
    first."""
    while tb:
        yield (tb.tb_frame, tb.tb_lineno)
        tb = tb.tb_next


def _position(code, lasti, lineno):
    # (lineno, end_lineno, colno, end_colno) of the instruction at lasti.
    if lasti is not None and lasti >= 0:
        try:
            for i, pos in enumerate(code.co_positions()):
                if i == lasti // 2:
                    if pos[0] is None:
                        break
                    return pos
        except (TypeError, ValueError, AttributeError):  # no positions
            pass
    return (lineno, None, None, None)


def _tb_positions(tb):
    while tb:
        frame = tb.tb_frame
        yield frame, _position(frame.f_code, tb.tb_lasti, tb.tb_lineno)
        tb = tb.tb_next


def _frame_positions(frames):
    # For frames as walk_stack gives them: (frame, lineno) pairs.
    for frame, lineno in frames:
        yield frame, (lineno, None, None, None)


# --- marker lines ----------------------------------------------------------

def _anchors(segment):
    """Where the ^ go among the ~ under the source of an expression: the
    operator of a binary operation, a subscript from its bracket on.
    Character offsets within segment, or None."""
    import ast
    try:
        tree = ast.parse(segment, '<segment>')
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None
    if len(tree.body) != 1 or not isinstance(tree.body[0], ast.Expr):
        return None
    expr = tree.body[0].value
    raw = segment.encode('utf-8')

    def chars(nbytes):
        return len(raw[:nbytes].decode('utf-8', 'replace'))

    def skippable(i):
        return i < len(segment) and (segment[i].isspace() or segment[i] in ')#')

    if isinstance(expr, ast.BinOp):
        after_left = chars(expr.left.end_col_offset)
        before_right = chars(expr.right.col_offset)
        between = segment[after_left:before_right]
        blank = len(between) - len(between.lstrip())
        start = after_left + blank
        stop = start + 1
        if blank + 1 < len(between) and not between[blank + 1].isspace():
            stop += 1
        while skippable(start):
            start += 1
            stop += 1
        return start, stop
    if isinstance(expr, ast.Subscript):
        start = chars(expr.value.end_col_offset)
        while skippable(start):
            start += 1
        return start, len(segment)
    return None


def _marker_line(summary):
    """The ^/~ line under a FrameSummary's source line, or ''."""
    if summary.colno is None or summary.end_colno is None:
        return ''
    original = summary._original_line
    text = summary.line
    if not original or not text:
        return ''
    indent = len(original) - len(original.lstrip())
    begin = _chars_before(original, summary.colno)
    end = _chars_before(original, summary.end_colno)
    anchors = None
    if summary.end_lineno is not None and summary.end_lineno != summary.lineno:
        end = indent + len(text)
    else:
        anchors = _anchors(original[begin:end])
    width = end - begin
    if width <= 0:
        return ''
    marked = anchors is not None and anchors[1] > anchors[0]
    if width >= len(text) and begin <= indent and not marked:
        return ''
    if anchors is None:
        marks = '^' * width
    else:
        lo, hi = anchors
        marks = ''.join('^' if lo <= i < hi else '~' for i in range(width))
    return '    ' + ' ' * (begin - indent) + marks + '\n'


# --- stacks ----------------------------------------------------------------

class StackSummary(list):  # of FrameSummary
    """A list of FrameSummary, as extracted from a traceback or a stack."""

    @classmethod
    def extract(
            klass, frame_gen, *,
            limit=None, lookup_lines=True, capture_locals=False):
        """Summarise the (frame, lineno) pairs of frame_gen: limit keeps
        the first entries, or the last ones when negative."""
        options = dict(limit=limit, lookup_lines=lookup_lines)
        return klass._from_positions(_frame_positions(frame_gen),
                                     capture_locals=capture_locals, **options)

    @classmethod
    def _from_positions(klass, entries, *, limit=None, lookup_lines=True,
                        capture_locals=None):
        if limit is None:
            limit = vars(sys).get('tracebacklimit')
            limit = None if limit is None else max(limit, 0)
        picked = []
        for pair in entries:
            entry = pair
            if limit is not None and limit >= 0 and len(picked) >= limit:
                break
            picked.append(entry)
            if limit is not None and limit < 0 and len(picked) > -limit:
                del picked[0]
        result = klass()
        for frame, (lineno, end_lineno, colno, end_colno) in picked:
            code = frame.f_code
            where = dict(end_lineno=end_lineno, colno=colno,
                         end_colno=end_colno, lookup_line=False)
            if capture_locals:
                where['locals'] = frame.f_locals
            result.append(FrameSummary(code.co_filename, lineno,
                                       code.co_name, **where))
        if lookup_lines:
            for summary in result:
                summary.line
        return result

    @classmethod
    def from_list(
            klass, a_list):
        """A StackSummary from FrameSummary objects or (filename, lineno,
        name, line) tuples."""
        result = __class__()
        for item in a_list:
            if not isinstance(item, FrameSummary):
                filename, lineno, name, line = item
                item = FrameSummary(filename, lineno, name, line=line)
            result.append(item)
        return result

    def format_frame_summary(
            self, frame_summary):
        """The text of one entry: where, the source line and its markers,
        the locals."""
        fs = frame_summary
        text = '  File "%s", line %s, in %s\n' % (fs.filename, fs.lineno, fs.name)
        if fs.line:
            text += '    %s\n%s' % (fs.line, _marker_line(fs))
        for key, value in sorted((fs.locals or {}).items()):
            text += '    %s = %s\n' % (key, value)
        return text

    def format(self):
        """One string per entry; a run of more than three identical
        entries shows three and a count of the rest."""
        lines = []
        previous = None
        run = 0
        for summary in self:
            where = (summary.filename, summary.lineno, summary.name)
            if where == previous:
                run += 1
                if run > _REPEATS_SHOWN:
                    continue
            else:
                if run > _REPEATS_SHOWN:
                    lines.append(_repeated(run - _REPEATS_SHOWN))
                previous, run = where, 1
            lines.append(self.format_frame_summary(summary))
        if run > _REPEATS_SHOWN:
            lines.append(_repeated(run - _REPEATS_SHOWN))
        return lines


def _repeated(n):
    return '  [Previous line repeated %d more time%s]\n' % (n, 's' if n > 1 else '')


# --- exceptions ------------------------------------------------------------

class _Implicit:
    def __repr__(self):
        return '<implicit>'


_IMPLICIT = _Implicit()


def _value_and_tb(exc, value, tb):
    # The (value, tb) of the old three-argument or the new one-argument
    # calling convention.
    if (value is _IMPLICIT) != (tb is _IMPLICIT):
        raise ValueError('Both or neither of value and tb must be given')
    if value is _IMPLICIT:
        if exc is None:
            return None, None
        if not isinstance(exc, BaseException):
            raise TypeError('Exception expected for value, %s found'
                            % type(exc).__name__)
        return (exc, exc.__traceback__)
    return value, tb


class _Printer:
    # Where the lines of a (possibly nested) exception group go: the
    # nesting depth sets the indent and the margin.

    def __init__(self):
        self.seen = set()
        self.depth = 0
        self.close_pending = False

    def indent(self):
        return ' ' * (2 * self.depth)

    def lines(self, chunks, margin='|'):
        head = self.indent()
        if self.depth:
            head += margin + ' '
        for text in chunks:
            for piece in text.splitlines(True):
                yield head + piece


class TracebackException(object):
    """An exception captured for rendering later: its type, message,
    stack, notes, and the exceptions chained to it or grouped in it."""

    def __init__(
            self, exc_type, exc_value, exc_traceback, *,
            limit=None, lookup_lines=True, capture_locals=False,
            compact=False, max_group_width=15,
            max_group_depth=10,
            _seen=None, _shallow=False):
        seen = set() if _seen is None else _seen
        seen.add(id(exc_value))
        self.max_group_width, self.max_group_depth = (max_group_width,
                                                      max_group_depth)
        self.stack = StackSummary._from_positions(
            _tb_positions(exc_traceback), limit=limit,
            lookup_lines=lookup_lines, capture_locals=capture_locals)
        self.exc_type, self._str = exc_type, _to_text(exc_value, 'exception')
        try:
            self.__notes__ = exc_value.__notes__
        except AttributeError:
            self.__notes__ = None
        if exc_type is not None and issubclass(exc_type, SyntaxError):
            for attr in ('filename', 'text', 'offset', 'end_offset', 'msg'):
                setattr(self, attr, getattr(exc_value, attr))
            for attr in ('lineno', 'end_lineno'):
                number = getattr(exc_value, attr)
                setattr(self, attr, None if number is None else str(number))
        if lookup_lines:
            self._load_lines()
        self.__suppress_context__ = (
            exc_value.__suppress_context__ if exc_value is not None else False)
        self.__cause__ = None
        self.__context__ = None
        self.exceptions = None
        if exc_value is None or _shallow:
            return
        options = {'limit': limit, 'lookup_lines': lookup_lines,
                   'capture_locals': capture_locals, 'compact': compact,
                   'max_group_width': self.max_group_width,
                   'max_group_depth': self.max_group_depth}
        # Chained and grouped exceptions, built without recursion so that a
        # long chain cannot exhaust the stack.
        _seen = seen
        pending = [(self, exc_value)]
        while pending:
            node, value = pending.pop()
            cause = value.__cause__
            if cause is not None and id(cause) not in _seen:
                node.__cause__ = TracebackException(
                    type(cause), cause, cause.__traceback__,
                    _seen=_seen, _shallow=True, **options)
                pending.append((node.__cause__, cause))
            context = value.__context__
            wants_context = not compact or (
                cause is None and not value.__suppress_context__)
            if (wants_context and context is not None
                    and id(context) not in _seen):
                node.__context__ = TracebackException(
                    type(context), context, context.__traceback__,
                    _seen=_seen, _shallow=True, **options)
                pending.append((node.__context__, context))
            if isinstance(value, BaseExceptionGroup):
                node.exceptions = []
                for member in value.exceptions:
                    if id(member) in _seen:
                        continue
                    sub = TracebackException(
                        type(member), member, member.__traceback__,
                        _seen=_seen, _shallow=True, **options)
                    node.exceptions.append(sub)
                    pending.append((sub, member))

    @classmethod
    def from_exception(
            cls, exc, *args, **kwargs):
        """Capture an exception instance."""
        return cls(exc.__class__, exc, exc.__traceback__, *args, **kwargs)

    def _load_lines(self):  # read every entry's source line now
        for summary in self.stack:
            summary.line

    def __eq__(self, other):
        if not isinstance(other, __class__):
            return NotImplemented
        return vars(self) == vars(other)

    def __str__(self):
        return self._str

    def format_exception_only(
            self):
        """The lines of the exception itself: for a SyntaxError the place,
        then "Type: message", then the notes."""
        if self.exc_type is None:  # format_exception_only(None)
            yield _final_line(None, self._str)
            return
        name = self.exc_type.__qualname__
        module = self.exc_type.__module__
        if module not in ('__main__', 'builtins'):
            if not isinstance(module, str):
                module = '<unknown>'
            name = module + '.' + name
        if issubclass(self.exc_type, SyntaxError):
            yield from self._syntax_error_lines(name)
        else:
            yield _final_line(name, self._str)
        notes = self.__notes__
        if notes is None:
            return
        if isinstance(notes, (list, tuple)) or _is_sequence(notes):
            for note in notes:
                for piece in _to_text(note, 'note').split('\n'):
                    yield piece + '\n'
        else:
            yield _to_text(notes, '__notes__', repr) + '\n'

    def _syntax_error_lines(self, name):
        suffix = ''
        if self.lineno is not None:
            yield '  File "%s", line %s\n' % (self.filename or '<string>',
                                             self.lineno)
        elif self.filename is not None:
            suffix = ' (%s)' % self.filename
        text = self.text
        if text is not None:
            line = text.rstrip('\n')
            shown = line.lstrip(' \n\f')
            cut = len(line) - len(shown)
            yield '    %s\n' % shown
            if self.offset is not None:
                first = self.offset
                last = self.end_offset
                if last in (None, 0):
                    last = first
                if last == first or last == -1:
                    last = first + 1
                start = first - 1 - cut
                stop = last - 1 - cut
                if start >= 0:
                    pad = ''.join(c if c.isspace() else ' ' for c in shown[:start])
                    yield '    %s%s\n' % (pad, '^' * (stop - start))
        yield '%s: %s%s\n' % (name, self.msg or '<no detail available>', suffix)

    def format(
            self, *, chain=True, _ctx=None):
        """The lines of the whole report: chained exceptions first, then
        the stack and the exception; exception groups drawn as boxes."""
        printer = _ctx if _ctx is not None else _Printer()
        # The chain, innermost last: (exception, text leading to the next).
        chain_links = []
        node = self
        while node:
            link = None
            following = None
            if chain:
                if node.__cause__ is not None:
                    link, following = _BY_CAUSE, node.__cause__
                elif node.__context__ is not None and not node.__suppress_context__:
                    link, following = _BY_CONTEXT, node.__context__
            chain_links.append((node, link))
            node = following
        for i in range(len(chain_links) - 1, -1, -1):
            yield from chain_links[i][0]._format_one(printer, chain)
            if i and chain_links[i - 1][1] is not None:
                yield from printer.lines([chain_links[i - 1][1]])

    def _format_one(self, printer, chain):
        if self.exceptions is None:
            if self.stack:
                yield from printer.lines([_HEADER])
                yield from printer.lines(self.stack.format())
            yield from printer.lines(self.format_exception_only())
            return
        if printer.depth > self.max_group_depth:
            yield from printer.lines(
                ['... (max_group_depth is %d)\n' % self.max_group_depth])
            return
        outermost = printer.depth == 0
        if outermost:
            printer.depth += 1
        if self.stack:
            yield from printer.lines([_GROUP_HEADER], '+' if outermost else '|')
            yield from printer.lines(self.stack.format())
        yield from printer.lines(self.format_exception_only())
        total = len(self.exceptions)
        shown = min(total, self.max_group_width + 1)
        printer.close_pending = False
        for i in range(shown):
            last = i == shown - 1
            if last:
                printer.close_pending = True
            beyond = i >= self.max_group_width
            title = '...' if beyond else str(i + 1)
            yield '%s%s+---------------- %s ----------------\n' % (
                printer.indent(), '+-' if i == 0 else '  ', title)
            printer.depth += 1
            if beyond:
                rest = total - self.max_group_width
                yield from printer.lines(['and %d more exception%s\n'
                                          % (rest, 's' if rest > 1 else '')])
            else:
                yield from self.exceptions[i].format(chain=chain, _ctx=printer)
            if last and printer.close_pending:
                yield '%s+------------------------------------\n' % printer.indent()
                printer.close_pending = False
            printer.depth -= 1
        if outermost:
            printer.depth -= 1

    def print(
            self, *, file=None, chain=True):
        """Write the report to file (sys.stderr by default)."""
        _write_all(self.format(chain=chain), file)


def _is_sequence(value):
    import collections.abc
    return isinstance(value, collections.abc.Sequence)


def _final_line(name, text):
    if not text:
        return '%s\n' % name
    return '%s: %s\n' % (name, text)


# --- the module functions --------------------------------------------------

def extract_tb(
        tb, limit=None):
    """A StackSummary of a traceback's entries."""
    return StackSummary._from_positions(_tb_positions(tb), limit=limit)


def extract_stack(
        f=None, limit=None):
    """A StackSummary of the current stack (or of frame f outwards),
    outermost first."""
    if f is None:
        f = sys._getframe(1)
    summary = StackSummary.extract(walk_stack(f), limit=limit)
    summary.reverse()
    return summary


def format_list(
        extracted_list):
    """The text of each entry of a StackSummary or list of tuples."""
    summary = StackSummary.from_list(extracted_list)
    return summary.format()


def print_list(
        extracted_list, file=None):
    """Write the entries format_list gives."""
    _write_all(format_list(extracted_list), file)


def format_tb(
        tb, limit=None):
    """The text of each entry of a traceback."""
    summary = extract_tb(tb, limit=limit)
    return summary.format()


def print_tb(
        tb, limit=None, file=None):
    """Write the entries of a traceback."""
    _write_all(format_tb(tb, limit=limit), file)


def format_stack(
        f=None, limit=None):
    """The text of each entry of the current stack."""
    if f is None:
        f = sys._getframe(1)
    summary = extract_stack(f, limit=limit)
    return summary.format()


def print_stack(
        f=None, limit=None, file=None):
    """Write the current stack."""
    if f is None:
        f = sys._getframe(1)
    _write_all(extract_stack(f, limit=limit).format(), file)


def format_exception_only(
        exc, /, value=_IMPLICIT):
    """The lines of an exception without its traceback."""
    if value is _IMPLICIT:
        value = exc
    captured = TracebackException(type(value), value, None, compact=True)
    return list(captured.format_exception_only())


def format_exception(
        exc, /, value=_IMPLICIT, tb=_IMPLICIT, limit=None, chain=True):
    """The lines of an exception's full report, as print_exception
    writes it."""
    value, tb = _value_and_tb(exc, value, tb)
    captured = TracebackException(type(value), value, tb, limit=limit,
                                  compact=True)
    return list(captured.format(chain=chain))


def print_exception(
        exc, /, value=_IMPLICIT, tb=_IMPLICIT, limit=None, file=None, chain=True):
    """Write an exception's full report, chained exceptions included."""
    value, tb = _value_and_tb(exc, value, tb)
    captured = TracebackException(type(value), value, tb, limit=limit,
                                  compact=True)
    captured.print(file=file, chain=chain)


def format_exc(
        limit=None, chain=True):
    """The report of the exception being handled, as one string."""
    return ''.join(format_exception(sys.exception(), limit=limit, chain=chain))


def print_exc(
        limit=None, file=None, chain=True):
    """Write the report of the exception being handled."""
    print_exception(sys.exception(), limit=limit, file=file, chain=chain)


def print_last(
        limit=None, file=None, chain=True):
    """Write the report of the last uncaught exception (sys.last_value)."""
    if not hasattr(sys, 'last_type'):
        raise ValueError('no last exception')
    last = (sys.last_type, sys.last_value, sys.last_traceback)
    print_exception(*last, limit=limit, file=file, chain=chain)


def clear_frames(
        tb):
    """Clear the locals of the frames of a traceback."""
    while tb:
        try:
            tb.tb_frame.clear()
        except (RuntimeError, AttributeError):
            pass
        tb = tb.tb_next
