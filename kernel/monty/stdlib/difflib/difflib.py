"""Compare sequences: SequenceMatcher finds the longest matching blocks
(Ratcliff and Obershelp's "gestalt" approach, with junk heuristics), and
the diff generators (unified_diff, context_diff, ndiff) present them.

The block choices are CPython 3.11's, so the same inputs give the same
diffs, opcodes and ratios.  HtmlDiff is not provided.
"""

import collections as _collections
import heapq as _heapq
from types import GenericAlias

__all__ = ['Differ', 'IS_CHARACTER_JUNK', 'IS_LINE_JUNK', 'Match',
           'SequenceMatcher', 'context_diff', 'diff_bytes',
           'get_close_matches', 'ndiff', 'restore', 'unified_diff']

Match = _collections.namedtuple('Match', ['a', 'b', 'size'])


def _ratio(matches, length):
    return 2.0 * matches / length if length else 1.0


class SequenceMatcher:
    """Compares two sequences of hashable elements.

    isjunk(x) marks elements of b that may not start a match; with
    autojunk, elements making up more than 1% of a b of 200 or more are
    treated as junk too ("popular").
    """

    def __init__(self, isjunk=None, a='',
                 b='', autojunk=True):
        self.isjunk, self.autojunk = isjunk, autojunk
        self.a = None
        self.b = None
        self.set_seqs(a, b)

    def _forget(self):
        self.matching_blocks = None
        self.opcodes = None

    def set_seqs(self, a, b):
        """Set both sequences."""
        self.set_seq2(b)
        self.set_seq1(a)

    def set_seq1(self, a):
        """Set the first sequence (cheap: b's index is kept)."""
        if a is not self.a:
            self.a = a
            self._forget()

    def set_seq2(self, b):
        """Set the second sequence, which is indexed."""
        if b is not self.b:
            self.b = b
            self._forget()
            self.fullbcount = None
            self._index_b()

    def _index_b(self):
        where = {}
        for j, item in enumerate(self.b):
            where.setdefault(item, []).append(j)
        junk = set()
        if self.isjunk:
            junk = {item for item in where if self.isjunk(item)}
            for item in junk:
                del where[item]
        popular = set()
        size = len(self.b)
        if self.autojunk and size >= 200:
            limit = size // 100 + 1
            popular = {item for item, spots in where.items() if len(spots) > limit}
            for item in popular:
                del where[item]
        self.b2j, self.bjunk, self.bpopular = where, junk, popular

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        """The longest block a[i:i+k] == b[j:j+k] within the bounds: the
        earliest in a, then in b, among the longest junk-free ones, then
        widened by equal junk on both sides."""
        a, b, where, junk = self.a, self.b, self.b2j, self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        best_i, best_j, best = alo, blo, 0
        # run[j]: length of the match ending at a[i-1], b[j].
        run = {}
        for i in range(alo, ahi):
            next_run = {}
            for j in where.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = next_run[j] = run.get(j - 1, 0) + 1
                if k > best:
                    best_i, best_j, best = i - k + 1, j - k + 1, k
            run = next_run
        for want_junk in (False, True):
            while (best_i > alo and best_j > blo
                   and (b[best_j - 1] in junk) == want_junk
                   and a[best_i - 1] == b[best_j - 1]):
                best_i, best_j, best = best_i - 1, best_j - 1, best + 1
            while (best_i + best < ahi and best_j + best < bhi
                   and (b[best_j + best] in junk) == want_junk
                   and a[best_i + best] == b[best_j + best]):
                best += 1
        return Match(best_i, best_j, best)

    def get_matching_blocks(self):
        """The matching blocks (i, j, n), ascending, adjacent ones merged,
        ending with the dummy (len(a), len(b), 0)."""
        cached = self.matching_blocks
        if cached is not None:
            return cached
        na, nb = len(self.a), len(self.b)
        pending = [(0, na, 0, nb)]
        found = []
        while pending:
            x0, x1, y0, y1 = pending.pop()
            m = self.find_longest_match(x0, x1, y0, y1)
            i, j, k = m
            if not k:
                continue
            found.append(m)
            # The part before the block first on the stack: LIFO order
            # then decides which block wins in ties, as in CPython.
            if x0 < i and y0 < j:
                pending.append((x0, i, y0, j))
            if i + k < x1 and j + k < y1:
                pending.append((i + k, x1, j + k, y1))
        found.sort()
        merged = []
        for i, j, k in found:
            if merged and merged[-1][0] + merged[-1][2] == i and merged[-1][1] + merged[-1][2] == j:
                pi, pj, pk = merged[-1]
                merged[-1] = (pi, pj, pk + k)
            else:
                merged.append((i, j, k))
        merged.append((na, nb, 0))
        self.matching_blocks = [Match._make(t) for t in merged]
        return self.matching_blocks

    def get_opcodes(self):
        """(tag, i1, i2, j1, j2) steps turning a into b; tag is 'replace',
        'delete', 'insert' or 'equal'."""
        if self.opcodes is None:
            codes = []
            x = y = 0
            for bx, by, size in self.get_matching_blocks():
                if x < bx or y < by:
                    kind = 'replace' if x < bx and y < by else 'delete' if x < bx else 'insert'
                    codes.append((kind, x, bx, y, by))
                x, y = bx + size, by + size
                if size:
                    codes.append(('equal', bx, x, by, y))
            self.opcodes = codes
        return self.opcodes

    def get_grouped_opcodes(self, n=3):
        """Opcodes in hunks, each with up to n lines of context."""
        # The cached opcodes themselves are trimmed, as CPython's are: a
        # later call sees the first call's trimmed ends.
        codes = self.get_opcodes() or [('equal', 0, 1, 0, 1)]
        op, x0, x1, y0, y1 = codes[0]
        if op == 'equal':
            codes[0] = (op, max(x0, x1 - n), x1, max(y0, y1 - n), y1)
        op, x0, x1, y0, y1 = codes[-1]
        if op == 'equal':
            codes[-1] = (op, x0, min(x1, x0 + n), y0, min(y1, y0 + n))
        hunk = []
        for op, x0, x1, y0, y1 in codes:
            if op == 'equal' and x1 - x0 > 2 * n:
                # A long equal run ends this hunk and starts the next.
                hunk.append((op, x0, min(x1, x0 + n), y0, min(y1, y0 + n)))
                yield hunk
                hunk = []
                x0, y0 = max(x0, x1 - n), max(y0, y1 - n)
            hunk.append((op, x0, x1, y0, y1))
        if hunk and not (len(hunk) == 1 and hunk[0][0] == 'equal'):
            yield hunk

    def ratio(self):
        """2 * matches / total length, in [0, 1]."""
        same = sum(block.size for block in self.get_matching_blocks())
        return _ratio(same, len(self.a) + len(self.b))

    def quick_ratio(self):
        """An upper bound on ratio(), from element counts alone."""
        if self.fullbcount is None:
            self.fullbcount = dict(_collections.Counter(self.b))
        left = dict(self.fullbcount)
        same = 0
        for item in self.a:
            have = left.get(item, 0)
            left[item] = have - 1
            if have > 0:
                same += 1
        return _ratio(same, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        """An upper bound on ratio(), from the lengths alone."""
        sizes = len(self.a), len(self.b)
        return _ratio(min(sizes), sum(sizes))

    __class_getitem__ = classmethod(GenericAlias)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    """Up to n possibilities most like word (ratio at least cutoff),
    best first."""
    if n <= 0:
        raise ValueError('n must be > 0: %r' % (n,))
    if cutoff < 0.0 or cutoff > 1.0:
        raise ValueError('cutoff must be in [0.0, 1.0]: %r' % (cutoff,))
    m = SequenceMatcher()
    m.set_seq2(word)
    scored = []
    for candidate in possibilities:
        m.set_seq1(candidate)
        if (m.real_quick_ratio() >= cutoff and m.quick_ratio() >= cutoff
                and m.ratio() >= cutoff):
            scored.append((m.ratio(), candidate))
    return [candidate for _, candidate in _heapq.nlargest(n, scored)]


# The marks under a line's characters, for each opcode of the two lines:
# deleted characters of the old line, inserted ones of the new.
_MARKS = {'replace': ('^', '^'), 'delete': ('-', ''), 'insert': ('', '+'),
          'equal': (' ', ' ')}


def _tags_keep_space(text, tags):
    """tags, with the tab or space of text where the tag is a blank."""
    return ''.join(c if t == ' ' and c.isspace() else t for c, t in zip(text, tags))


class Differ:
    """Human-readable deltas of two sequences of lines: '- ', '+ ', '  '
    and '? ' lines marking changes within similar lines."""

    def __init__(self, linejunk=None,
                 charjunk=None):
        self.linejunk, self.charjunk = linejunk, charjunk

    def compare(self, a, b):
        """The delta lines turning a into b."""
        for op, x0, x1, y0, y1 in SequenceMatcher(self.linejunk, a, b).get_opcodes():
            if op == 'replace':
                yield from self._fancy_replace(a, x0, x1, b, y0, y1)
            elif op == 'equal':
                yield from self._dump(' ', a, x0, x1)
            elif op == 'delete':
                yield from self._dump('-', a, x0, x1)
            else:
                yield from self._dump('+', b, y0, y1)

    def _dump(self, mark, lines, lo, hi):
        for k in range(lo, hi):
            yield mark + ' ' + lines[k]

    def _plain_replace(self, a, x0, x1, b, y0, y1):
        # The shorter block first.
        if y1 - y0 < x1 - x0:
            yield from self._dump('+', b, y0, y1)
            yield from self._dump('-', a, x0, x1)
        else:
            yield from self._dump('-', a, x0, x1)
            yield from self._dump('+', b, y0, y1)

    def _fancy_replace(self, a, x0, x1, b, y0, y1):
        """Pair the most similar lines (ratio 0.75 or more) and mark their
        differences; the blocks around the pair are handled the same way."""
        best, threshold = 0.74, 0.75
        chars = SequenceMatcher(self.charjunk)
        same_i = same_j = None
        for j in range(y0, y1):
            chars.set_seq2(b[j])
            for i in range(x0, x1):
                if a[i] == b[j]:
                    if same_i is None:
                        same_i, same_j = i, j
                    continue
                chars.set_seq1(a[i])
                if (chars.real_quick_ratio() > best and chars.quick_ratio() > best
                        and chars.ratio() > best):
                    best, best_i, best_j = chars.ratio(), i, j
        if best < threshold:
            if same_i is None:
                yield from self._plain_replace(a, x0, x1, b, y0, y1)
                return
            best_i, best_j, identical = same_i, same_j, True
        else:
            identical = False
        yield from self._around(a, x0, best_i, b, y0, best_j)
        old, new = a[best_i], b[best_j]
        if identical:
            yield '  ' + old
        else:
            marks_a, marks_b = [], []
            chars.set_seqs(old, new)
            for op, p0, p1, q0, q1 in chars.get_opcodes():
                sign_a, sign_b = _MARKS[op]
                marks_a.append(sign_a * (p1 - p0))
                marks_b.append(sign_b * (q1 - q0))
            yield from self._qformat(old, new, ''.join(marks_a), ''.join(marks_b))
        yield from self._around(a, best_i + 1, x1, b, best_j + 1, y1)

    def _around(self, a, x0, x1, b, y0, y1):
        if x0 < x1 and y0 < y1:
            yield from self._fancy_replace(a, x0, x1, b, y0, y1)
        elif x0 < x1:
            yield from self._dump('-', a, x0, x1)
        elif y0 < y1:
            yield from self._dump('+', b, y0, y1)

    def _qformat(self, aline, bline, atags, btags):
        atags = _tags_keep_space(aline, atags).rstrip()
        btags = _tags_keep_space(bline, btags).rstrip()
        yield '- ' + aline
        if atags:
            yield '? ' + atags + '\n'
        yield '+ ' + bline
        if btags:
            yield '? ' + btags + '\n'


def IS_LINE_JUNK(line, pat=None):
    """Whether line is blank or holds only a '#' among blanks; pat, a
    match function, replaces that test."""
    if pat is None:
        return line.strip() in ('', '#')
    return bool(pat(line))


def IS_CHARACTER_JUNK(ch, ws=' \t'):
    """Whether ch is a space or a tab."""
    return ch in ws


def _check_str_lines(a, b, *names):
    for lines in (a, b):
        if lines and not isinstance(lines[0], str):
            raise TypeError('lines to compare must be str, not %s (%r)'
                            % (type(lines[0]).__name__, lines[0]))
    for arg in names:
        if not isinstance(arg, str):
            raise TypeError("all arguments must be str, not: %r" % (arg,))


def _unified_range(start, stop):
    first, count = start + 1, stop - start
    if count == 1:
        return str(first)
    return '%d,%d' % (first - 1 if not count else first, count)


def _context_range(start, stop):
    first, count = start + 1, stop - start
    if not count:
        first -= 1
    if count <= 1:
        return str(first)
    return '%d,%d' % (first, first + count - 1)


def _file_line(mark, name, date, lineterm):
    return '%s %s%s%s' % (mark, name, '\t' + date if date else '', lineterm)


def _lines(mark, lines, lo, hi):
    return [mark + line for line in lines[lo:hi]]


def unified_diff(a, b, fromfile='', tofile='',
                 fromfiledate='', tofiledate='', n=3,
                 lineterm='\n'):
    """The unified diff of two lists of lines, n lines of context."""
    _check_str_lines(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for hunk in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield _file_line('---', fromfile, fromfiledate, lineterm)
            yield _file_line('+++', tofile, tofiledate, lineterm)
        yield '@@ -%s +%s @@%s' % (_unified_range(hunk[0][1], hunk[-1][2]),
                                   _unified_range(hunk[0][3], hunk[-1][4]), lineterm)
        for op, x0, x1, y0, y1 in hunk:
            if op == 'equal':
                yield from _lines(' ', a, x0, x1)
                continue
            if op != 'insert':
                yield from _lines('-', a, x0, x1)
            if op != 'delete':
                yield from _lines('+', b, y0, y1)


_CONTEXT_MARK = {'insert': '+ ', 'delete': '- ', 'replace': '! ', 'equal': '  '}


def context_diff(a, b, fromfile='', tofile='',
                 fromfiledate='', tofiledate='', n=3,
                 lineterm='\n'):
    """The context diff of two lists of lines, n lines of context."""
    _check_str_lines(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for hunk in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield _file_line('***', fromfile, fromfiledate, lineterm)
            yield _file_line('---', tofile, tofiledate, lineterm)
        yield '*' * 15 + lineterm
        yield '*** %s ****%s' % (_context_range(hunk[0][1], hunk[-1][2]), lineterm)
        if any(op[0] in ('replace', 'delete') for op in hunk):
            for op, x0, x1, _, _ in hunk:
                if op != 'insert':
                    yield from _lines(_CONTEXT_MARK[op], a, x0, x1)
        yield '--- %s ----%s' % (_context_range(hunk[0][3], hunk[-1][4]), lineterm)
        if any(op[0] in ('replace', 'insert') for op in hunk):
            for op, _, _, y0, y1 in hunk:
                if op != 'delete':
                    yield from _lines(_CONTEXT_MARK[op], b, y0, y1)


def diff_bytes(dfunc, a, b, fromfile=b'', tofile=b'', fromfiledate=b'',
               tofiledate=b'', n=3, lineterm=b'\n'):
    """Run unified_diff or context_diff over bytes (decoded losslessly as
    ASCII with surrogateescape, the output encoded back)."""
    def text(x):
        try:
            return x.decode('ascii', 'surrogateescape')
        except AttributeError as exc:
            raise TypeError('all arguments must be bytes, not %s (%r)'
                            % (type(x).__name__, x)) from exc
    lines = dfunc([text(x) for x in a], [text(x) for x in b], text(fromfile),
                  text(tofile), text(fromfiledate), text(tofiledate), n, text(lineterm))
    for line in lines:
        yield line.encode(encoding='ascii', errors='surrogateescape')


def ndiff(a, b, linejunk=None,
          charjunk=IS_CHARACTER_JUNK):
    """Differ(linejunk, charjunk).compare(a, b)."""
    differ = Differ(linejunk, charjunk)
    return differ.compare(a, b)


def restore(delta,
            which):
    """One of the two sequences an ndiff() or compare() delta came from."""
    try:
        keep = {1: '- ', 2: '+ '}[int(which)]
    except KeyError:
        raise ValueError('unknown delta choice (must be 1 or 2): %r' % (which,)) from None
    for line in delta:
        if line[:2] in ('  ', keep):
            yield line[2:]
