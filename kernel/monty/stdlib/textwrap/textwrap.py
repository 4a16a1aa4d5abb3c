"""Wrapping and filling text: TextWrapper, and the shortcuts wrap, fill,
shorten, dedent and indent."""

import re

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']  # CPython's order

_whitespace = ' \t\n\r\x0b\x0c'  # what str.split() would count, in ASCII
_SPACES = {ord(c): ' ' for c in _whitespace}


def _is_word(c):
    return c.isalnum() or c == '_'


def _is_letter(c):
    return _is_word(c) and not c.isdecimal()


def _is_word_punct(c):
    return _is_word(c) or c in '!"\'&.,?'


def _dash_run(text, i):
    """The length of the run of '-' at text[i] when it is an em-dash: two
    or more hyphens followed by a word character; else 0."""
    j = i
    while j < len(text) and text[j] == '-':
        j += 1
    if j - i >= 2 and j < len(text) and _is_word(text[j]):
        return j - i
    return 0


def _letter_at(text, i):
    return 0 <= i < len(text) and _is_letter(text[i])


def _hyphen_breaks(text, j):
    """Whether a word may break after the hyphen at text[j]: it follows
    two letters (or letter-hyphen-letter) and letters follow it."""
    before = (_letter_at(text, j - 1) and _letter_at(text, j - 2)) or (
        _letter_at(text, j - 1) and text[j - 2:j - 1] == '-' and _letter_at(text, j - 3))
    if not before or not _letter_at(text, j + 1):
        return False
    return _letter_at(text, j + 2) or (text[j + 2:j + 3] == '-' and _letter_at(text, j + 3))


def _word_end(text, start, end):
    """Where the word chunk that starts at text[start] ends, inside the
    run of non-space characters text[start:end]."""
    for j in range(start + 1, end + 1):
        if j < end and text[j] == '-' and _hyphen_breaks(text, j):
            return j + 1
        if j == end:
            return j
        if text[j] == '-' and _is_word_punct(text[j - 1]) and _dash_run(text, j):
            return j
    return end


def _split_words(text):
    """The chunks of text: runs of whitespace, em-dashes, and words, which
    are split after the hyphens of hyphenated words."""
    chunks = []
    pos, n = 0, len(text)
    while pos < n:
        end = pos
        spaces = text[pos] in _whitespace
        while end < n and (text[end] in _whitespace) == spaces:
            end += 1
        if spaces:
            chunks.append(text[pos:end])
            pos = end
            continue
        while pos < end:
            dash = 0
            if text[pos] == '-' and pos > 0 and _is_word_punct(text[pos - 1]):
                dash = _dash_run(text, pos)
            stop = pos + dash if dash else _word_end(text, pos, end)
            chunks.append(text[pos:stop])
            pos = stop
    return chunks


_space_runs = re.compile(f'([{re.escape(_whitespace)}]+)')
_sentence_end = re.compile(r'[a-z][.!?]["\']?\Z')


class TextWrapper:
    """Wraps paragraphs to lines of at most width characters. See the
    attributes (set by keyword) for the options."""

    unicode_whitespace_trans = dict(_SPACES)

    def __init__(self, width=70, initial_indent='', subsequent_indent='',
                 expand_tabs=True, replace_whitespace=True,
                 fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8,
                 *, max_lines=None, placeholder=' [...]') -> None:
        self.width = width
        self.initial_indent, self.subsequent_indent = initial_indent, subsequent_indent
        self.expand_tabs, self.tabsize = expand_tabs, tabsize
        self.replace_whitespace, self.drop_whitespace = replace_whitespace, drop_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words, self.break_on_hyphens = break_long_words, break_on_hyphens
        self.max_lines, self.placeholder = max_lines, placeholder

    # -- the steps of wrap() --

    def _munge_whitespace(self, text) -> str:
        """Expand tabs and turn every whitespace character into a space,
        as the options say."""
        expanded = text.expandtabs(self.tabsize) if self.expand_tabs else text
        if not self.replace_whitespace:
            return expanded
        return expanded.translate(self.unicode_whitespace_trans)

    def _split(self, text) -> list:
        """Split text into the chunks lines are made of."""
        if self.break_on_hyphens:
            return _split_words(text)
        return [c for c in _space_runs.split(text) if c]

    def _fix_sentence_endings(self, chunks) -> None:
        """Make the space after a sentence's end two spaces, in place."""
        i = 0
        while i + 1 < len(chunks):
            ends = chunks[i + 1] == ' ' and _sentence_end.search(chunks[i])
            if ends:
                chunks[i + 1] = '  '
            i += 2 if ends else 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width) -> None:
        """Put (part of) the next chunk, too long for any line, on cur_line."""
        room = width - cur_len if width >= 1 else 1
        if not self.break_long_words:
            if not cur_line:
                cur_line.append(reversed_chunks.pop())
            return
        chunk = reversed_chunks[-1]
        cut = room
        if self.break_on_hyphens and len(chunk) > room:
            # Prefer to break after a hyphen that fits (not a leading one).
            hyphen = chunk.rfind('-', 0, room)
            if hyphen > 0 and chunk[:hyphen].strip('-'):
                cut = hyphen + 1
        cur_line.append(chunk[:cut])
        reversed_chunks[-1] = chunk[cut:]

    def _check_placeholder_fits(self):
        first = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
        if len(first) + len(self.placeholder.lstrip()) > self.width:
            raise ValueError('placeholder too large for max width')

    def _wrap_chunks(self, chunks):
        """Lay chunks out in lines; the last line allowed by max_lines
        ends with the placeholder when text is left over."""
        if self.width <= 0:
            raise ValueError('invalid width %r (must be > 0)' % self.width)
        if self.max_lines is not None:
            self._check_placeholder_fits()
        lines = []
        pending = chunks[::-1]
        while pending:
            prefix = self.subsequent_indent if lines else self.initial_indent
            room = self.width - len(prefix)
            if self.drop_whitespace and lines and not pending[-1].strip():
                pending.pop()  # no line starts with spaces, but the first
            line, used = [], 0
            while pending and used + len(pending[-1]) <= room:
                used += len(pending[-1])
                line.append(pending.pop())
            if pending and len(pending[-1]) > room:
                self._handle_long_word(pending, line, used, room)
                used = sum(map(len, line))
            if self.drop_whitespace and line and not line[-1].strip():
                used -= len(line.pop())
            if not line:
                continue
            if self._room_for_line(lines, pending, used, room):
                lines.append(prefix + ''.join(line))
                continue
            self._end_with_placeholder(lines, line, used, room, prefix)
            break
        return lines

    def _room_for_line(self, lines, pending, used, room):
        if self.max_lines is None or len(lines) + 1 < self.max_lines:
            return True
        # The last line allowed: fine if nothing (but spaces) is left.
        rest_empty = not pending or (self.drop_whitespace and len(pending) == 1
                                     and not pending[0].strip())
        return rest_empty and used <= room

    def _end_with_placeholder(self, lines, line, used, room, prefix):
        while line:
            if line[-1].strip() and used + len(self.placeholder) <= room:
                lines.append(prefix + ''.join(line) + self.placeholder)
                return
            used -= len(line.pop())
        if lines:
            last = lines[-1].rstrip()
            if len(last) + len(self.placeholder) <= self.width:
                lines[-1] = last + self.placeholder
                return
        lines.append(prefix + self.placeholder.lstrip())

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    # -- the public methods --

    def wrap(self, text) -> list:
        """The lines of text wrapped, without final newlines."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text) -> str:
        """The wrapped text as one string of lines."""
        return '\n'.join(self.wrap(text))


def wrap(text, width=70, **kwargs) -> list:
    """The lines of text wrapped to width (see TextWrapper's options)."""
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs) -> str:
    """text wrapped to width, as one string."""
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs) -> str:
    """text with its whitespace collapsed, cut to fit width: whole words,
    then the placeholder."""
    collapsed = ' '.join(text.strip().split())
    return TextWrapper(width=width, max_lines=1, **kwargs).fill(collapsed)


def _margin(indents):
    common = None
    for ws in indents:
        if common is None or ws.startswith(common):
            common = ws if common is None else common
        elif common.startswith(ws):
            common = ws
        else:
            k = 0
            while k < min(len(ws), len(common)) and ws[k] == common[k]:
                k += 1
            common = common[:k]
    return common or ''


def dedent(text) -> str:
    """text without the whitespace (spaces and tabs) common to the start
    of all its lines; lines of only spaces and tabs become empty."""
    lines = text.split('\n')
    for i, line in enumerate(lines):
        if line and not line.strip(' \t'):
            lines[i] = ''
    indents = [line[:len(line) - len(line.lstrip(' \t'))]
               for line in lines if line.strip(' \t')]
    cut = _margin(indents)
    if cut:
        lines = [line[len(cut):] if line.startswith(cut) else line for line in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None) -> str:
    """prefix put before the lines of text for which predicate(line) is
    true (by default, the lines that are not only whitespace)."""
    if predicate is None:
        predicate = str.strip
    return ''.join(prefix + line if predicate(line) else line
                   for line in text.splitlines(True))
