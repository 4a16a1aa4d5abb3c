"""Compare sequences: SequenceMatcher finds the longest matching blocks
(Ratcliff and Obershelp's "gestalt" approach, with junk heuristics), and
the diff generators (unified_diff, context_diff, ndiff) present them.

The block choices are CPython 3.11's, so the same inputs give the same
diffs, opcodes and ratios.  HtmlDiff lays the ndiff of two texts out as
a side-by-side HTML table, byte for byte as CPython 3.11 does.
"""

import collections as _collections
import heapq as _heapq
from types import GenericAlias

__all__ = ['Differ', 'HtmlDiff', 'IS_CHARACTER_JUNK', 'IS_LINE_JUNK', 'Match',
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


# HtmlDiff: the ndiff of two texts as a side-by-side HTML table.
_CSS = (("table.diff", "font-family:Courier; border:medium;"),
        (".diff_header", "background-color:#e0e0e0"),
        ("td.diff_header", "text-align:right"),
        (".diff_next", "background-color:#c0c0c0"),
        (".diff_add", "background-color:#aaffaa"),
        (".diff_chg", "background-color:#ffff77"),
        (".diff_sub", "background-color:#ffaaaa"))
_PAD = (None, [("", " ")])  # a blank row under a side cut into fewer pieces
_SPAN = {"+": "diff_add", "-": "diff_sub", "^": "diff_chg"}


def _html_text(s):
    s = s.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")
    return s.replace(" ", "&nbsp;").replace("\t", "&nbsp;")


def _trim(segs):
    """Drop the spaces of tabs that end a piece outside any mark."""
    if segs and not segs[-1][0]:
        m, t = segs[-1]
        segs = segs[:-1] + [(m, t.rstrip("\t"))]
    return segs


def _legend():
    pad = " " * 22
    colors = [("diff_add", "&nbsp;Added&nbsp;", ""), ("diff_chg", "Changed", " "), ("diff_sub", "Deleted", " ")]
    links = ["(f)irst change", "(n)ext change", "(t)op"]
    out = ['    <table class="diff" summary="Legends">',
           '        <tr> <th colspan="2"> Legends </th> </tr>',
           '        <tr> <td> <table border="" summary="Colors">',
           pad + '<tr><th> Colors </th> </tr>']
    out += [pad + '<tr><td class="%s">%s</td>%s</tr>' % c for c in colors]
    out += [" " * 18 + "</table></td>",
            " " * 13 + '<td> <table border="" summary="Links">',
            pad + '<tr><th colspan="2"> Links </th> </tr>']
    out += [pad + "<tr><td>%s</td> </tr>" % l for l in links]
    out += [" " * 18 + "</table></td> </tr>", "    </table>"]
    return "\n".join(out)


_DTD = ("-//W3C//DTD XHTML 1.0 Transitional//EN",
        "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd")


def _document(table, charset):
    """The page make_file returns, around a table."""
    indent = " " * 10
    style = "\n".join("        %s {%s}" % rule for rule in _CSS)
    doctype = '<!DOCTYPE html PUBLIC "%s"\n%s"%s">' % (_DTD[0], indent, _DTD[1])
    meta = '    <meta http-equiv="Content-Type"\n%scontent="text/html; charset=%s" />' % (indent, charset)
    head = "\n".join(["<head>", meta, "    <title></title>", '    <style type="text/css">',
                      style, "    </style>", "</head>"])
    body = "\n".join(["<body>", "    " + table, _legend(), "</body>"])
    return "\n\n".join(["\n" + doctype, "<html>", head, body, "</html>"])


class HtmlDiff:
    """Side-by-side HTML tables of the differences between two lists of lines."""

    _default_prefix = 0  # numbers the tables made in this process, for their anchors

    def __init__(self, tabsize=8, wrapcolumn=None, linejunk=None, charjunk=IS_CHARACTER_JUNK):
        self._tabsize, self._wrapcolumn = tabsize, wrapcolumn
        self._junk = (linejunk, charjunk)  # as ndiff takes them

    def make_file(self, fromlines, tolines, fromdesc='', todesc='',
                  context=False, numlines=5, *, charset='utf-8'):
        """An HTML document holding the table and a legend."""
        table = self.make_table(fromlines, tolines, fromdesc, todesc, context, numlines)
        doc = _document(table, charset)
        return doc.encode(charset, 'xmlcharrefreplace').decode(charset)

    def _cells(self, text):
        # Tabs become runs of "\t", one per column, so that the spaces a
        # tab makes can be told from real ones: trailing ones are not shown.
        out, col = [], 0
        for ch in text:
            if ch == "\t":
                n = self._tabsize - col % self._tabsize if self._tabsize > 0 else 0
                out.append("\t" * n)
                col += n
            elif ch in "\r\n":
                out.append(ch)
                col = 0
            else:
                out.append(ch)
                col += 1
        return "".join(out)

    def _rows(self, a, b):
        """Pair the lines of the two sides: (left, right, changed) where a side
        is (number, [(mark, text), ...]) or None."""
        delta = list(ndiff(a, b, *self._junk))
        rows, left, right = [], [], []
        nums = [0, 0]

        def flush():
            for i in range(max(len(left), len(right))):
                rows.append((left[i] if i < len(left) else None,
                             right[i] if i < len(right) else None, True))
            left.clear()
            right.clear()

        def side(k, line, marks, whole):
            nums[k] += 1
            text = line[2:].rstrip("\n")
            if whole:
                return nums[k], [(whole, text or " ")]
            segs = []
            for i, ch in enumerate(text):
                m = marks[i] if i < len(marks) and marks[i] in _SPAN else ""
                if segs and segs[-1][0] == m:
                    segs[-1][1].append(ch)
                else:
                    segs.append((m, [ch]))
            return nums[k], [(m, "".join(cs)) for m, cs in segs]

        i, n = 0, len(delta)
        pair = None  # the '-' half of a matched pair, waiting for its '+'
        while i < n:
            line = delta[i]
            tag = line[0]
            nxt = delta[i + 1][0] if i + 1 < n else ""
            marks = delta[i + 1][2:].rstrip("\n") if nxt == "?" else ""
            step = 2 if nxt == "?" else 1
            if tag == " ":
                flush()
                nums[0] += 1
                nums[1] += 1
                t = line[2:].rstrip("\n")
                rows.append(((nums[0], [("", t)]), (nums[1], [("", t)]), False))
            elif tag == "-":
                after = delta[i + 2][0] if i + 2 < n else ""
                if nxt == "?" or (nxt == "+" and after == "?"):
                    pair = side(0, line, marks, "")
                else:
                    left.append(side(0, line, marks, "-"))
            elif pair is not None:
                flush()
                rows.append((pair, side(1, line, marks, ""), True))
                pair = None
            else:
                right.append(side(1, line, marks, "+"))
            i += step
        flush()
        return rows

    def _split(self, side):
        """Cut one side's segments into pieces of at most wrapcolumn
        characters; a piece after the first has no number. A marked run
        cut by the edge goes on in the next piece, which then starts with
        that mark even when nothing of the run is left."""
        if side is None:
            return [None]
        num, segs = side
        width = self._wrapcolumn
        pieces, cur, used = [], [], 0
        for m, t in segs:
            while t:
                if used == width:
                    # A full piece: the next one reopens the mark the full
                    # one ended in, even if nothing of that run is left.
                    last = cur[-1][0] if cur else ""
                    pieces.append(cur)
                    cur, used = [], 0
                    if last and last != m:
                        cur.append((last, ""))
                take = min(width - used, len(t))
                if cur and cur[-1][0] == m:
                    cur[-1] = (m, cur[-1][1] + t[:take])
                else:
                    cur.append((m, t[:take]))
                used += take
                t = t[take:]
        pieces.append(cur)
        return [(num if k == 0 else None, p) for k, p in enumerate(pieces)]

    def _wrap(self, rows):
        """Rows cut to wrapcolumn: the pieces, their change flags, and the
        index of the whole row each came from."""
        out, flags, origin = [], [], []
        for n, (left, right, changed) in enumerate(rows):
            ls, rs = self._split(left), self._split(right)
            for k in range(max(len(ls), len(rs))):
                # A side with fewer pieces is padded with blank ones.
                l = ls[k] if k < len(ls) else _PAD
                r = rs[k] if k < len(rs) else _PAD
                out.append((l, r, changed))
                flags.append(changed)
                origin.append(n)
        return out, flags, origin

    def make_table(self, fromlines, tolines, fromdesc='', todesc='', context=False, numlines=5):
        """An HTML table of the differences, line by line, side by side."""
        k = HtmlDiff._default_prefix
        HtmlDiff._default_prefix += 1
        pre_from, pre_to, anchor = "from%d_" % k, "to%d_" % k, "difflib_chg_to%d__" % k
        a = [self._cells(x) for x in fromlines]
        b = [self._cells(x) for x in tolines]
        rows = self._rows(a, b)
        changed = [r[2] for r in rows]
        ids = [""] * len(rows)
        links = [""] * len(rows)
        starts = [i for i, c in enumerate(changed) if c and (i == 0 or not changed[i - 1])]
        if rows:
            links[0] = '<a href="#%s0">f</a>' % anchor
        for j, i in enumerate(starts):
            ids[max(0, i - numlines)] = ' id="%s%d"' % (anchor, j)
            target = "%s%d" % (anchor, j + 1) if j + 1 < len(starts) else anchor + "top"
            links[i] = '<a href="#%s">%s</a>' % (target, "n" if j + 1 < len(starts) else "t")
        if not starts and rows:
            links[0] = '<a href="#%stop">t</a>' % anchor
        def cell(side, prefix):
            if side is None:
                return '<td class="diff_header"></td><td nowrap="nowrap"></td>'
            num, segs = side
            segs = _trim(segs)
            body = "".join('<span class="%s">%s</span>' % (_SPAN[m], _html_text(t)) if m else _html_text(t)
                           for m, t in segs)
            if side is _PAD:
                return '<td class="diff_header"></td><td nowrap="nowrap">%s</td>' % body
            if num is None:
                return '<td class="diff_header">></td><td nowrap="nowrap">%s</td>' % body
            return '<td class="diff_header" id="%s%d">%d</td><td nowrap="nowrap">%s</td>' % (prefix, num, num, body)
        origin = list(range(len(rows)))
        if self._wrapcolumn:
            rows, changed, origin = self._wrap(rows)
            ids = [""] * len(rows)
            links = [""] * len(rows)
            starts = [i for i, c in enumerate(changed) if c and (i == 0 or not changed[i - 1])]
            if rows:
                links[0] = '<a href="#%s0">f</a>' % anchor
            for j, i in enumerate(starts):
                ids[max(0, i - numlines)] = ' id="%s%d"' % (anchor, j)
                target = "%s%d" % (anchor, j + 1) if j + 1 < len(starts) else anchor + "top"
                links[i] = '<a href="#%s">%s</a>' % (target, "n" if j + 1 < len(starts) else "t")
            if not starts and rows:
                links[0] = '<a href="#%stop">t</a>' % anchor
        shown = range(len(rows))
        if context:
            # Context counts whole lines, before any is cut into pieces.
            whole = [False] * (origin[-1] + 1 if origin else 0)
            for i, c in enumerate(changed):
                whole[origin[i]] = whole[origin[i]] or c
            keep = set()
            for i, c in enumerate(whole):
                if c:
                    keep.update(range(max(0, i - numlines), min(len(whole), i + numlines + 1)))
            shown = [i for i in range(len(rows)) if origin[i] in keep]
        body = []
        last = None
        for i in shown:
            if last is not None and i != last + 1:
                body.append("        </tbody>        \n        <tbody>\n")
            last = i
            left, right, _ = rows[i]
            body.append('            <tr><td class="diff_next"%s>%s</td>%s<td class="diff_next">%s</td>%s</tr>\n'
                        % (ids[i], links[i], cell(left, pre_from), links[i], cell(right, pre_to)))
        if not rows or (context and not starts):
            what = "No Differences Found" if context else "Empty File"
            t = '<a href="#%stop">t</a>' % anchor
            body = ['            <tr><td class="diff_next">%s</td><td></td><td>&nbsp;%s&nbsp;</td>'
                    '<td class="diff_next">%s</td><td></td><td>&nbsp;%s&nbsp;</td></tr>\n' % (t, what, t, what)]
        head = ""
        if fromdesc or todesc:
            head = ('<thead><tr><th class="diff_next"><br /></th><th colspan="2" class="diff_header">%s</th>'
                    '<th class="diff_next"><br /></th><th colspan="2" class="diff_header">%s</th></tr></thead>'
                    % (fromdesc, todesc))
        return ('\n    <table class="diff" id="%stop"\n'
                '           cellspacing="0" cellpadding="0" rules="groups" >\n'
                '        <colgroup></colgroup> <colgroup></colgroup> <colgroup></colgroup>\n'
                '        <colgroup></colgroup> <colgroup></colgroup> <colgroup></colgroup>\n'
                '        %s\n        <tbody>\n%s        </tbody>\n    </table>' % (anchor, head, "".join(body)))
