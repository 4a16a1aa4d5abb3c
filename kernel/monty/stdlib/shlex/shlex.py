"""A lexer for shell-like syntax (shlex), and split/quote/join for
command lines.

The lexer reads one character at a time and is always in one of these
states: between tokens (' '), inside a word ('a'), inside a run of
punctuation ('c'), inside a quote (the quote character), or just after
an escape (the escape character). POSIX mode follows the shell's rules
for quotes and escapes; the default, non-POSIX mode keeps the quotes in
the tokens.
"""

import collections
import io
import os
import re
import sys

__all__ = ['shlex', 'split', 'quote', 'join']

# (CPython's list has its f and e swapped; the order shows in wordchars.)
_ASCII_WORD = 'abcdfeghijklmnopqrstuvwxyz' + 'abcdefghijklmnopqrstuvwxyz'.upper() + '0123456789_'
# Latin-1 letters, word characters too in POSIX mode.
_LATIN1_WORD = ''.join(chr(c) for c in range(0xdf, 0x100) if c != 0xf7) + \
               ''.join(chr(c) for c in range(0xc0, 0xdf) if c != 0xd7)


# The attributes a new lexer starts with (besides its input): the
# character classes, then the reading state.
_SETTINGS = {
    'commenters': '#', 'whitespace': ' \t\r\n', 'whitespace_split': False,
    'quotes': '\'"', 'escape': '\\', 'escapedquotes': '"',
    'state': ' ', 'lineno': 1, 'debug': 0, 'token': '', 'source': None,
}


class shlex:
    """A lexical analyzer for shell-like input: iterate over it, or call
    get_token(), to read tokens."""

    def __init__(self, instream=None, infile=None, posix=False,
                 punctuation_chars=False) -> None:
        if instream is None:
            instream, infile = sys.stdin, None
        elif isinstance(instream, str):
            instream = io.StringIO(instream)
        self.instream, self.infile, self.posix = instream, infile, posix
        # The end-of-input token: None in POSIX mode, else ''.
        self.eof = None if posix else ''
        for name, value in _SETTINGS.items():
            setattr(self, name, value)
        self.wordchars = _ASCII_WORD + (_LATIN1_WORD if posix else '')
        self.pushback, self.filestack = collections.deque(), collections.deque()
        punct = '();<>|&' if punctuation_chars is True else (punctuation_chars or '')
        self._punctuation_chars = punct
        if punct:
            self._pushback_chars = collections.deque()
            # Characters that commonly make up file names join words.
            self.wordchars = ''.join(c for c in self.wordchars + '~-./*?='
                                     if c not in punct)

    punctuation_chars = property(lambda self: self._punctuation_chars,
                                 doc='The characters that form punctuation tokens.')

    def push_token(self, tok) -> None:
        """Put tok back, to be the next token read."""
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None) -> None:
        """Read from newstream until it ends, then resume the current input."""
        saved = (self.infile, self.instream, self.lineno)
        self.filestack.appendleft(saved)
        if isinstance(newstream, str):
            newstream = io.StringIO(newstream)
        self.infile, self.instream, self.lineno = newfile, newstream, 1

    def pop_source(self) -> None:
        """Drop the current input and resume the one push_source() hid."""
        self.instream.close()
        self.infile, self.instream, self.lineno = self.filestack.popleft()
        self.state = ' '

    def get_token(self) -> object:
        """The next token (pushed-back tokens first); self.eof at the end."""
        if self.pushback:
            return self.pushback.popleft()
        raw = self.read_token()  # (with a source keyword, maybe a file)
        # A `source` keyword (when set) reads the file named next.
        while self.source is not None and raw == self.source:
            included = self.sourcehook(self.read_token())
            if included:
                self.push_source(included[1], included[0])
            raw = self.get_token()
        # The end of an included file resumes the file that included it.
        while raw == self.eof and self.filestack:
            self.pop_source()
            raw = self.get_token()
        return raw

    def _next_char(self):
        if self._punctuation_chars and self._pushback_chars:
            return self._pushback_chars.pop()
        return self.instream.read(1)

    def _skip_comment(self):
        self.instream.readline()  # the rest of the line
        self.lineno += 1

    def read_token(self) -> object:
        """Read one raw token from the input (no pushback, no sources)."""
        self._quoted = False
        self._after_escape = ' '
        while True:
            ch = self._next_char()
            if ch == '\n':
                self.lineno += 1
            state = self.state
            if state is None:
                self.token = ''
                break
            if state == ' ':
                done = self._between(ch)
            elif state in self.quotes:
                done = self._in_quote(ch, state)
            elif state in self.escape:
                done = self._in_escape(ch, state)
            else:
                done = self._in_word(ch, state)
            if done:
                break
        token, self.token = self.token, ''
        if self.posix and not self._quoted and token == '':
            return None
        return token

    def _ends_token(self):
        """Whether a separator now ends a token (a POSIX empty quote is
        a token of its own)."""
        return bool(self.token) or (self.posix and self._quoted)

    def _between(self, ch):
        if not ch:
            self.state = None
            return True
        if ch in self.whitespace:
            return self._ends_token()
        if ch in self.commenters:
            self._skip_comment()
        elif self.posix and ch in self.escape:
            self._after_escape = 'a'
            self.state = ch
        elif ch in self.wordchars:
            self.token, self.state = ch, 'a'
        elif ch in self._punctuation_chars:
            self.token, self.state = ch, 'c'
        elif ch in self.quotes:
            if not self.posix:
                self.token = ch
            self.state = ch
        elif self.whitespace_split:
            self.token, self.state = ch, 'a'
        else:
            # Any other character is a token by itself.
            self.token = ch
            return self._ends_token()
        return False

    def _in_quote(self, ch, quote):
        self._quoted = True
        if not ch:
            raise ValueError('No closing quotation')
        if ch == quote:
            if self.posix:
                self.state = 'a'
                return False
            self.token += ch
            self.state = ' '
            return True
        if self.posix and ch in self.escape and quote in self.escapedquotes:
            self._after_escape = quote
            self.state = ch
        else:
            self.token += ch
        return False

    def _in_escape(self, ch, esc):
        if not ch:
            raise ValueError('No escaped character')
        back = self._after_escape
        # Inside quotes only the quote and the escape itself are escaped;
        # before anything else the backslash stays.
        if back in self.quotes and ch != esc and ch != back:
            self.token += esc
        self.token += ch
        self.state = back
        return False

    def _in_word(self, ch, state):
        if not ch:
            self.state = None
            return True
        if ch in self.whitespace:
            self.state = ' '
            return self._ends_token()
        if ch in self.commenters:
            self._skip_comment()
            if self.posix:
                self.state = ' '
                return self._ends_token()
            return False
        if state == 'c':
            if ch in self._punctuation_chars:
                self.token += ch
                return False
            if ch not in self.whitespace:
                self._pushback_chars.append(ch)
            self.state = ' '
            return True
        if self.posix and ch in self.quotes:
            self.state = ch
        elif self.posix and ch in self.escape:
            self._after_escape = 'a'
            self.state = ch
        elif (ch in self.wordchars or ch in self.quotes or
              (self.whitespace_split and ch not in self._punctuation_chars)):
            self.token += ch
        else:
            # The word ends here; ch starts whatever comes next.
            if self._punctuation_chars:
                self._pushback_chars.append(ch)
            else:
                self.pushback.appendleft(ch)
            self.state = ' '
            return self._ends_token()
        return False

    def sourcehook(self, newfile) -> tuple:
        """(file name, open file) for a source request naming newfile."""
        name = newfile[1:-1] if newfile.startswith('"') else newfile
        # A relative name is relative to the including file.
        if isinstance(self.infile, str) and not os.path.isabs(name):
            name = os.path.join(os.path.dirname(self.infile), name)
        return (name, open(name, 'r'))

    def error_leader(self, infile=None, lineno=None) -> str:
        """A '"file", line N: ' prefix for error messages."""
        where = self.infile if infile is None else infile
        line = self.lineno if lineno is None else lineno
        return '"%s", line %d: ' % (where, line)

    def __iter__(self):
        return self

    def __next__(self):
        tok = self.get_token()
        if tok != self.eof:
            return tok
        raise StopIteration


def split(s, comments=False, posix=True) -> list:
    """Split the string s as a POSIX shell would."""
    if s is None:
        import warnings
        warnings.warn("Passing None for 's' to shlex.split() is deprecated.",
                      DeprecationWarning, stacklevel=2)
    lexer = shlex(s, posix=posix)
    lexer.whitespace_split = True
    if not comments:
        lexer.commenters = ''
    return list(lexer)


def join(split_command) -> str:
    """The inverse of split(): a shell-escaped command line."""
    return ' '.join(map(quote, split_command))


_needs_quoting = re.compile(r'[^\w@%+=:,./-]', re.ASCII).search


def quote(s):
    """s, single-quoted for a POSIX shell when it holds anything but
    safe characters."""
    if not s:
        return "''"
    if _needs_quoting(s) is None:
        return s
    # Close the quote, add an escaped quote, reopen: ' -> '"'"'
    return "'%s'" % s.replace("'", "'\"'\"'")
