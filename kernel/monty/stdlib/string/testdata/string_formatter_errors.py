from string import Formatter
f = Formatter()
cases = ['{', '}', 'a}b', '{0', '{0!}', '{0!x}', '{0!rr}', '{0:', '{a{b}', '{0[}', '{0.}', '{0[0]x}', '{0} {}', '{} {0}', '{:{:{:{}}}}', '{x}', '{5}']
for c in cases:
    try:
        print(repr(c), f.format(c, 'A', 'B', 'C', 'D'))
    except (ValueError, IndexError, KeyError) as e:
        print(repr(c), type(e).__name__, e)
for c in ['', 'abc', '{}', 'a{0}b', '{x!r:^5}', '{{}}', 'a{{b', 'x}}y', '{a:{b}}', '{0[1]}', '{!r}', '{a!}}', '{a[{]}', '{ a }']:
    print(repr(c), list(f.parse(c)))
