# The module's registries, classes and helpers as CPython 3.11 has them.
import urllib.parse as U

print(U.uses_relative)
print(U.uses_netloc)
print(U.uses_params)
print(U.non_hierarchical, U.uses_query, U.uses_fragment)
print(U.scheme_chars, sorted(U.__all__))
print(U.SplitResult._fields, U.ParseResult._fields, U.DefragResult._fields, U.SplitResultBytes._fields)
print(issubclass(U.SplitResult, tuple), issubclass(U.ParseResultBytes, tuple), U.clear_cache())
print(U.unwrap('<URL:http://a>'), U.unwrap(' <http://b> '), U.unwrap('URL: x'), U.unwrap('<x'))
r = U.urlparse('https://h/p;a?q#f')
print(r.scheme, r.netloc, r.path, r.params, r.query, r.fragment, r[0], r[-1], len(r), list(r), r == tuple(r))
a, b, c, d, e, f = r
print(a, f, r.count('h'), r.index('q'), r._asdict(), U.ParseResult('a', 'b', 'c', 'd', 'e', 'f'))
print(U.SplitResult._make(['s', 'n', 'p', 'q', 'f']).geturl(), U.DefragResult('u', 'f').geturl(), hash(r) == hash(tuple(r)))
print(repr(U.SplitResultBytes(b's', b'n', b'p', b'q', b'f')), U.DefragResultBytes(b'u', b'').geturl())
try:
    U.SplitResult('a')
except TypeError as e:
    print('TypeError', e)
