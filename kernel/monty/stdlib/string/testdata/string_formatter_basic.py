from string import Formatter
f = Formatter()
print(f.format('{} {} {}', 1, 'two', 3.0), f.format('{1}{0}{1}', 'a', 'b'), f.format('{x}-{y}', x=1, y=2))
print(f.format('{0:>5}|{0:<5}|{0:^5}|', 'ab'), f.format('{:08.3f}', 3.14159), f.format('{:,}', 10**7), f.format('{:x} {:o} {:b}', 255, 8, 5))
print(f.format('{0[0]} {0[k]} {1.imag} {2[1][0]}', {0: 'z', 'k': 'K'}, 2j, [0, 'xy']))
print(f.format('{:{}{}}', 'v', '>', 6), f.format('{0:{1}}', 42, 5), f.format('{a:{b}.{c}f}', a=2.5, b=8, c=1))
print(f.format('{!r} {!s} {!a}', 'q', 'q', 'ü'), f.format('{{}} {{{0}}}', 'in'))
print(f.vformat('{0}{k}', ('pos',), {'k': 'kw'}), f.format(''), f.format('just text'))
class Point:
    x, y = 1, 2
print(f.format('({0.x}, {0.y})', Point()), f.format('{p.x}', p=Point()))
