"""Parse URLs into their components, put them back together, and
percent-encode or decode their parts (RFC 3986 with the historical
leniencies of Python 3.11's urllib.parse).

str and bytes are both accepted: bytes are decoded as ASCII, worked on
as text, and the results encoded back (the *Bytes result classes).
"""

from collections import namedtuple

__all__ = [
    "DefragResult", "DefragResultBytes", "ParseResult", "ParseResultBytes",
    "SplitResult", "SplitResultBytes", "parse_qs", "parse_qsl", "quote",
    "quote_from_bytes", "quote_plus", "unquote", "unquote_plus",
    "unquote_to_bytes", "urldefrag", "urlencode", "urljoin", "urlparse",
    "urlsplit", "urlunparse", "urlunsplit",
]

# Which schemes take relative references, a netloc, ;params, ?query and
# #fragment: the module's public registries, with 3.11's contents.
uses_relative = ['', *'ftp http gopher nntp imap wais file https shttp mms '
                 'prospero rtsp rtsps rtspu sftp svn svn+ssh ws wss'.split()]
uses_netloc = ['', *'ftp http gopher nntp telnet imap wais file mms https '
               'shttp snews prospero rtsp rtsps rtspu rsync svn svn+ssh '
               'sftp nfs git git+ssh ws wss'.split()]
uses_params = ['', *'ftp hdl prospero http imap https shttp rtsp rtsps '
               'rtspu sip sips mms sftp tel'.split()]
non_hierarchical = 'gopher hdl mailto news telnet wais imap snews sip sips'.split()
uses_query = ['', *'http wais imap https shttp mms gopher rtsp rtsps rtspu '
              'sip sips'.split()]
uses_fragment = ['', *'ftp hdl http gopher news nntp wais https shttp snews '
                 'file prospero'.split()]

_LOWER = 'abcdefghijklmnopqrstuvwxyz'
_DIGITS = '0123456789'
scheme_chars = _LOWER + _LOWER.upper() + _DIGITS + '+-.'

# Stripped from the front (C0 controls and space, as WHATWG says) and
# removed everywhere (tab and newlines).
_LEADING_JUNK = ''.join(map(chr, range(0x21)))
_DROPPED = ('\t', '\r', '\n')


def clear_cache():
    """Kept for compatibility: monty keeps no parse cache."""


# ------------------------------------------------------ str/bytes bridging

def _as_text(args):
    """(texts, back) where back turns a text result into the input's kind."""
    want_str = isinstance(args[0], str)
    for a in args[1:]:
        if a and isinstance(a, str) != want_str:
            raise TypeError('Cannot mix str and non-str arguments')
    if want_str:
        return args, _same
    texts = tuple(a.decode('ascii', 'strict') if a else '' for a in args)
    return texts, _to_ascii_bytes


def _same(x):
    return x


def _to_ascii_bytes(x):
    return x.encode('ascii', 'strict')


# ------------------------------------------------------------- the results

class _Parts:
    """What every result class shares: encode() or decode()."""
    __slots__ = ()


    def geturl(self):
        """The URL these parts make."""
        if len(self) == 2:
            url, frag = self
            if not frag:
                return url
            return url + (b'#' if isinstance(frag, bytes) else '#') + frag
        return (urlunsplit if len(self) == 5 else urlunparse)(self)


class _TextParts(_Parts):
    __slots__ = ()

    def encode(self, encoding='ascii', errors='strict'):
        """The same parts as bytes."""
        return self._bytes_kind(*[part.encode(encoding, errors) for part in self])


class _ByteParts(_Parts):
    __slots__ = ()

    def decode(self, encoding='ascii', errors='strict'):
        """The same parts as str."""
        return self._text_kind(*[part.decode(encoding, errors) for part in self])


class _Authority:
    """username, password, hostname and port, read from the netloc."""
    __slots__ = ()

    def _pieces(self):
        """(userinfo or None, host part, port text or None)."""
        net = self.netloc
        at, colon, lb, rb = ('@', ':', '[', ']') if isinstance(net, str) \
            else (b'@', b':', b'[', b']')
        user = None
        if at in net:
            cut = net.rindex(at)
            user, net = net[:cut], net[cut + 1:]
        if net.startswith(lb) or lb in net:
            inside = net.partition(lb)[2]
            host, _, after = inside.partition(rb)
            port = after.partition(colon)[2] if colon in after else None
        else:
            host, sep, port = net.partition(colon)
            if not sep:
                port = None
        return user, host, port

    @property
    def username(self):
        user = self._pieces()[0]
        if user is None:
            return None
        return user.partition(':' if isinstance(user, str) else b':')[0]

    @property
    def password(self):
        user = self._pieces()[0]
        if user is None:
            return None
        name, sep, secret = user.partition(':' if isinstance(user, str) else b':')
        return secret if sep else None

    @property
    def hostname(self):
        host = self._pieces()[1]
        if not host:
            return None
        # A zone id after '%' keeps its case.
        addr, pct, zone = host.partition('%' if isinstance(host, str) else b'%')
        return addr.lower() + pct + zone

    @property
    def port(self):
        text = self._pieces()[2]
        if not text:
            return None
        if not (text.isdigit() and text.isascii()):
            raise ValueError("Port could not be cast to integer value as %r" % (text,))
        number = int(text)
        if number > 65535:
            raise ValueError('Port out of range 0-65535')
        return number


_DefragTuple = namedtuple('DefragResult', 'url fragment')
_SplitTuple = namedtuple('SplitResult', 'scheme netloc path query fragment')
_ParseTuple = namedtuple('ParseResult', 'scheme netloc path params query fragment')

_DefragTuple.__doc__ = "A URL without its fragment, and the fragment."
_SplitTuple.__doc__ = "The five parts urlsplit() finds in a URL."
_ParseTuple.__doc__ = "The six parts urlparse() finds in a URL."


class DefragResult(_DefragTuple, _TextParts):
    __slots__ = ()


class SplitResult(_SplitTuple, _Authority, _TextParts):
    __slots__ = ()


class ParseResult(_ParseTuple, _Authority, _TextParts):
    __slots__ = ()


class DefragResultBytes(_DefragTuple, _ByteParts):
    __slots__ = ()


class SplitResultBytes(_SplitTuple, _Authority, _ByteParts):
    __slots__ = ()


class ParseResultBytes(_ParseTuple, _Authority, _ByteParts):
    __slots__ = ()


for _text, _raw in zip((DefragResult, SplitResult, ParseResult),
                       (DefragResultBytes, SplitResultBytes, ParseResultBytes)):
    _text._bytes_kind = _raw
    _raw._text_kind = _text
del _text, _raw

ResultBase = _Authority


def _wrap(kind_text, kind_bytes, back, parts):
    if back is _same:
        return kind_text(*parts)
    return kind_bytes(*map(back, parts))


# --------------------------------------------------------------- splitting

def _cut_scheme(url):
    """(scheme, rest): a scheme is a letter then scheme_chars, before ':'."""
    colon = url.find(':')
    if colon > 0 and url[0].isascii() and url[0].isalpha():
        head = url[:colon]
        if all(c in scheme_chars for c in head):
            return head.lower(), url[colon + 1:]
    return None, url


def _check_brackets(netloc):
    opens, closes = '[' in netloc, ']' in netloc
    if opens != closes:
        raise ValueError('Invalid IPv6 URL')
    if opens:
        host = netloc.partition('[')[2].partition(']')[0]
        _check_bracketed(host)


def _check_bracketed(host):
    if host.startswith('v'):
        # IPvFuture: "v" hexdigits "." something.
        head, dot, tail = host[1:].partition('.')
        if not (head and dot and tail and all(c in _HEX for c in head)):
            raise ValueError("IPvFuture address is invalid")
        return
    if _is_ipv6(host):
        return
    if _is_ipv4(host):
        raise ValueError("An IPv4 address cannot be in brackets")
    raise ValueError("%r does not appear to be an IPv4 or IPv6 address" % (host,))


def _is_ipv4(text):
    parts = text.split('.')
    if len(parts) != 4:
        return False
    for p in parts:
        if not (p.isascii() and p.isdigit()) or len(p) > 3 or int(p) > 255:
            return False
        if len(p) > 1 and p[0] == '0':
            return False
    return True


def _is_ipv6(text):
    addr, pct, zone = text.partition('%')
    if pct and not zone:
        return False
    if '.' in addr:
        # A trailing IPv4 address stands for the last two groups.
        head, colon, v4 = addr.rpartition(':')
        if not colon or not _is_ipv4(v4):
            return False
        addr = head + ':0:0'
    if addr.count('::') > 1:
        return False
    if '::' in addr:
        left, right = addr.split('::')
        groups = (left.split(':') if left else []) + (right.split(':') if right else [])
        if len(groups) > 7:
            return False
    else:
        groups = addr.split(':')
        if len(groups) != 8:
            return False
    return all(0 < len(g) <= 4 and all(c in _HEX for c in g) for g in groups)


def _check_nfkc(netloc):
    """A netloc whose NFKC form gains a delimiter is refused (CVE-2019-9636)."""
    if netloc.isascii():
        return
    import unicodedata
    bare = netloc
    for c in '@:#?':
        bare = bare.replace(c, '')
    folded = unicodedata.normalize('NFKC', bare)
    if folded == bare:
        return
    for c in '/?#@:':
        if c in folded:
            raise ValueError("netloc '%s' contains invalid characters "
                             "under NFKC normalization" % netloc)


def urlsplit(url, scheme='',
             allow_fragments=True):
    """Split a URL into (scheme, netloc, path, query, fragment)."""
    (url, scheme), back = _as_text((url, scheme))
    url = url.lstrip(_LEADING_JUNK)
    scheme = scheme.strip(_LEADING_JUNK)
    for c in _DROPPED:
        url = url.replace(c, '')
        scheme = scheme.replace(c, '')
    found, rest = _cut_scheme(url)
    if found is not None:
        scheme = found
    authority = ''
    if rest.startswith('//'):
        ends = [k for k in map(lambda c: rest.find(c, 2), '/?#') if k >= 0]
        end = min(ends) if ends else len(rest)
        authority, rest = rest[2:end], rest[end:]
        _check_brackets(authority)
    frag = ''
    if allow_fragments:
        rest, _, frag = rest.partition('#')
    rest, _, query = rest.partition('?')
    _check_nfkc(authority)
    return _wrap(SplitResult, SplitResultBytes, back,
                 (scheme, authority, rest, query, frag))


def _cut_params(path):
    """path and ;params of its last segment."""
    start = path.rfind('/') if '/' in path else 0
    k = path.find(';', start)
    if k < 0:
        return path, ''
    return path[:k], path[k + 1:]


def urlparse(url, scheme='',
             allow_fragments=True):
    """Split a URL into (scheme, netloc, path, params, query, fragment)."""
    (url, scheme), back = _as_text((url, scheme))
    s, net, path, query, frag = urlsplit(url, scheme, allow_fragments)
    params = ''
    if s in uses_params and ';' in path:
        path, params = _cut_params(path)
    return _wrap(ParseResult, ParseResultBytes, back,
                 (s, net, path, params, query, frag))


def urlunsplit(parts):
    """Join the five parts of urlsplit() into a URL."""
    (scheme, netloc, path, query, fragment), back = _as_text(tuple(parts))
    wants_slashes = scheme and scheme in uses_netloc and not path.startswith('//')
    if netloc or wants_slashes:
        if path and path[0] != '/':
            path = '/' + path
        path = '//' + netloc + path
    url = path
    if scheme:
        url = '%s:%s' % (scheme, url)
    if query:
        url += '?' + query
    if fragment:
        url += '#' + fragment
    return back(url)


def urlunparse(parts):
    """Join the six parts of urlparse() into a URL."""
    (scheme, netloc, path, params, query, fragment), back = _as_text(tuple(parts))
    if params:
        path = '%s;%s' % (path, params)
    return back(urlunsplit((scheme, netloc, path, query, fragment)))


def urldefrag(url):
    """(url without its fragment, fragment)."""
    (url,), back = _as_text((url,))
    if '#' not in url:
        return _wrap(DefragResult, DefragResultBytes, back, (url, ''))
    parts = urlparse(url)
    return _wrap(DefragResult, DefragResultBytes, back,
                 (urlunparse(parts[:5] + ('',)), parts.fragment))


def _merge_dots(base_path, path):
    """Resolve path against base_path: empty inner segments dropped, then
    '.' and '..' removed (never above the root)."""
    if path.startswith('/'):
        steps = path.split('/')
    else:
        head = base_path.split('/')
        if head[-1]:
            head.pop()                  # the base's last segment goes
        steps = head + path.split('/')
        steps = steps[:1] + [x for x in steps[1:-1] if x] + steps[-1:]
    out = []
    for step in steps:
        if step == '..':
            if out:
                out.pop()
        elif step != '.':
            out.append(step)
    if steps[-1] == '.' or steps[-1] == '..':
        out.append('')
    return '/'.join(out) or '/'


def urljoin(base, url,
            allow_fragments=True):
    """Resolve url relative to base, as a browser resolves a link."""
    if not base:
        return url
    if not url:
        return base
    (base, url), back = _as_text((base, url))
    b = urlparse(base, '', allow_fragments)
    r = urlparse(url, b.scheme, allow_fragments)
    if r.scheme != b.scheme or r.scheme not in uses_relative:
        return back(url)
    netloc = r.netloc
    if r.scheme in uses_netloc and netloc:
        return back(urlunparse(r))
    if r.scheme in uses_netloc:
        netloc = b.netloc
    if r.path or r.params:
        path = _merge_dots(b.path, r.path)
        return back(urlunparse((r.scheme, netloc, path, r.params, r.query, r.fragment)))
    return back(urlunparse((r.scheme, netloc, b.path, b.params,
                            r.query or b.query, r.fragment)))


def unwrap(url):
    """Strip the <URL:...> wrapping of a URL written in text."""
    text = str(url).strip()
    if text.startswith('<') and text.endswith('>'):
        text = text[1:-1].strip()
    if text.startswith('URL:'):
        text = text[4:].strip()
    return text


# ---------------------------------------------------------------- quoting

_UNRESERVED = frozenset((_LOWER + _LOWER.upper() + _DIGITS + '_.-~').encode())
_HEX = '0123456789ABCDEFabcdef'


def quote_from_bytes(bs, safe='/'):
    """Percent-encode bytes; unreserved bytes and those in safe stay."""
    if not isinstance(bs, (bytearray, bytes)):
        raise TypeError('quote_from_bytes() expected bytes')
    if not bs:
        return ''
    keep = set(_UNRESERVED)
    if isinstance(safe, bytes) or isinstance(safe, bytearray):
        keep.update(c for c in safe if c < 128)
    else:
        keep.update(ord(c) for c in safe if ord(c) < 128)
    return ''.join([chr(c) if c in keep else '%%%02X' % c for c in bs])


def quote(string, safe='/',
          encoding=None, errors=None):
    """Percent-encode a str (after encoding it, UTF-8 by default) or bytes."""
    if not isinstance(string, str):
        for name, given in (('encoding', encoding), ('errors', errors)):
            if given is not None:
                raise TypeError("quote() doesn't support '%s' for bytes" % name)
        return quote_from_bytes(string, safe)
    if not string:
        return string
    data = string.encode('utf-8' if encoding is None else encoding,
                         'strict' if errors is None else errors)
    return quote_from_bytes(data, safe)


def quote_plus(string, safe='',
               encoding=None, errors=None):
    """quote(), with spaces as '+' (HTML form encoding)."""
    if isinstance(string, bytes):
        spaced = b' ' in string
    else:
        spaced = not isinstance(string, str) or ' ' in string
    if not spaced:
        return quote(string, safe, encoding, errors)
    safe = safe + (b' ' if isinstance(safe, bytes) else ' ')
    return quote(string, safe, encoding, errors).replace(' ', '+')


def unquote_to_bytes(string):
    """Decode %XX escapes into bytes (a str is UTF-8 encoded first)."""
    if isinstance(string, str):
        string = string.encode()
    string.split  # neither str nor bytes: CPython's AttributeError
    if not string:
        return b''
    out = bytearray()
    i, n = 0, len(string)
    while i < n:
        k = string.find(b'%', i)
        if k < 0:
            out += string[i:]
            break
        out += string[i:k]
        pair = string[k + 1:k + 3]
        if len(pair) == 2 and chr(pair[0]) in _HEX and chr(pair[1]) in _HEX:
            out.append(int(chr(pair[0]) + chr(pair[1]), 16))
            i = k + 3
        else:
            out.append(0x25)
            i = k + 1
    return bytes(out)


def unquote(string,
            encoding='utf-8', errors='replace'):
    """Decode %XX escapes: each stretch of ASCII text is unescaped to bytes
    and decoded as a whole; other characters are kept as they are."""
    if isinstance(string, bytes):
        raw = unquote_to_bytes(string)
        return raw.decode(encoding, errors)
    if '%' not in string:
        string.split  # a non-str fails here, as in CPython
        return string
    encoding = encoding or 'utf-8'
    errors = errors or 'replace'
    pieces = []
    start, n = 0, len(string)
    while start < n:
        ascii_run = string[start].isascii()
        end = start + 1
        while end < n and string[end].isascii() == ascii_run:
            end += 1
        chunk = string[start:end]
        if ascii_run and '%' in chunk:
            chunk = unquote_to_bytes(chunk).decode(encoding, errors)
        pieces.append(chunk)
        start = end
    return ''.join(pieces)


def unquote_plus(string,
                 encoding='utf-8', errors='replace'):
    """unquote(), with '+' read as a space."""
    return unquote(string.replace('+', ' '), encoding, errors)


# ----------------------------------------------------------- query strings

def parse_qsl(qs, keep_blank_values=False,
              strict_parsing=False, encoding='utf-8',
              errors='replace', max_num_fields=None, separator='&'):
    """The (name, value) pairs of a query string, in order."""
    (qs,), back = _as_text((qs,))
    (sep,), _ = _as_text((separator,))
    if not sep or not isinstance(sep, (str, bytes)):
        raise ValueError('Separator must be of type string or bytes.')
    limit = max_num_fields
    if limit is not None and qs and qs.count(sep) + 1 > limit:
        raise ValueError("Max number of fields exceeded")
    pairs = []
    for field in (qs.split(sep) if qs else ()):
        if not field and not strict_parsing:
            continue
        name, eq, value = field.partition('=')
        if not eq:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (field,))
            if not keep_blank_values:
                continue
        if value or keep_blank_values:
            pairs.append((back(unquote(name.replace('+', ' '), encoding, errors)),
                          back(unquote(value.replace('+', ' '), encoding, errors))))
    return pairs


def parse_qs(qs, keep_blank_values=False,
             strict_parsing=False, encoding='utf-8',
             errors='replace', max_num_fields=None, separator='&'):
    """A query string as a dict of name -> list of values."""
    out = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing,
                                 encoding, errors, max_num_fields, separator):
        out.setdefault(name, []).append(value)
    return out


def urlencode(query, doseq=False, safe='',
              encoding=None, errors=None, quote_via=quote_plus):
    """A mapping or a sequence of pairs as an
    'application/x-www-form-urlencoded' string."""
    if hasattr(query, 'items'):
        pairs = query.items()
    else:
        pairs = query
        try:
            bad = len(pairs) > 0 and not isinstance(pairs[0], tuple)
        except TypeError as exc:
            raise TypeError(_NOT_PAIRS) from exc
        if bad:
            raise TypeError(_NOT_PAIRS)

    def enc(x):
        if isinstance(x, bytes):
            return quote_via(x, safe)
        return quote_via(x if isinstance(x, str) else str(x), safe, encoding, errors)

    out = []
    for k, v in pairs:
        k = enc(k)
        if not doseq or isinstance(v, (str, bytes)):
            out.append(k + '=' + enc(v))
            continue
        try:
            len(v)
        except TypeError:
            out.append(k + '=' + enc(v))
        else:
            out.extend(k + '=' + enc(item) for item in v)
    return '&'.join(out)


_NOT_PAIRS = 'not a valid non-string sequence or mapping object'
