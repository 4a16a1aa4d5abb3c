# urljoin over RFC 3986's examples and the empty-segment quirks of 3.11.
from urllib.parse import urljoin

base = 'http://a/b/c/d;p?q'
for rel in ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '',
            '.', './', '..', '../', '../g', '../..', '../../', '../../g', '../../../g', '/./g', '/../g', 'g.', '.g',
            'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g#s/../x',
            'http:g', 'https:g', 'g//h', '//g/../h', '///x']:
    print(repr(rel), urljoin(base, rel), urljoin('http://a/b/c/', rel), urljoin('http://a', rel))
print(urljoin('http://a/b/c', '../../../x'), urljoin('http://a//b/c', 'd'), urljoin('svn://a/b', 'c'), urljoin('foo:a/b', 'c'))
print(urljoin('http://a/b', '//c/d'), urljoin('', 'x'), urljoin('http://a/b', ''), urljoin(None, 'a'), urljoin('a', None))
print(urljoin(b'http://a/b/', b'c'), urljoin('mailto:a@b', 'c'), urljoin('file:///x/y', 'z'), urljoin('http://a/b#f', '#g'))
print(urljoin('http://a/b?q', '?'), urljoin('http://a/b', 'c', allow_fragments=False), urljoin('http://a/b#x', 'c#y', False))
print(urljoin('ftp://h/a/b', '../c'), urljoin('http://h/a/', '.'), urljoin('http://h/a/', '..'), urljoin('https://h', 'http://x'))
for args in [('http://a/', b'b'), (b'http://a/', 'b')]:
    try:
        urljoin(*args)
    except TypeError as e:
        print('TypeError', e)
