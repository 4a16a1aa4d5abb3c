from textwrap import TextWrapper
w = TextWrapper()
n = TextWrapper(break_on_hyphens=False)
cases = ['well-known', 'state-of-the-art', 'a-b', 'ab-cd', 'a-bc', 'abc-d', 'x-y-z', 'ab-c-d', 'e-mail', 'co-op', 'T-shirt', 'pre--post',
         'word -- word', 'word--word', 'one--two--three', 'x--', '--x', '-x', 'x-', 'a---b', 'ab---cd', 'non-ASCII-ünï-cödé', '12-34',
         'ab-12', 'ab_-cd', 'hello, world!', 'end.--Next', '"quoted"--dash', 'a?--b', 'multi   space', '  lead', 'trail  ', '',
         'A-B-C-D', 'aa-b', 'aa-bb-c', 'x1-y2', 'über-cool', 'http://x.y/a-b-c?q=a-b']
for c in cases:
    print(repr(c), w._split(c), n._split(c))
