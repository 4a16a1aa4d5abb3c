from collections import Counter

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

c = Counter('abracadabra')
print(c)
print(c.most_common(), c.most_common(2), c.most_common(0), c.most_common(-1))
print(c['a'], c['z'], 'z' in c, len(c), c.total())
print(sorted(c.elements()))
print(Counter(), repr(Counter()), Counter({'x': 2, 'y': 0, 'z': -1}))
print(Counter(a=3, b=1), Counter(['x', 'y', 'x']), Counter(Counter(q=2)))
d = Counter(a=3, b=1, c=0)
d.update('aab')
d.update({'b': 5})
d.update(c=7)
print(d)
d.subtract('aaaa')
d.subtract({'b': 1}, )
d.subtract(c=10)
print(d)
print(+d, -d)
x, y = Counter(a=3, b=1), Counter(a=1, b=2, c=4)
print(x + y, x - y, y - x, x | y, x & y)
z = Counter(a=3, b=-1)
z += Counter(b=1, c=2)
print(z)
z -= Counter(a=1)
print(z)
z |= Counter(a=9, d=0)
print(z)
z &= Counter(a=4, c=1)
print(z)
print(attempt(lambda: Counter.fromkeys('ab')))
e = Counter(a=1)
del e['missing']
del e['a']
print(e, e == Counter(), Counter(a=0) == Counter(), Counter(a=1) <= Counter(a=2, b=1))
print(Counter(a=1) < Counter(a=1), Counter(a=2) >= Counter(a=1), Counter(a=2) > Counter(a=1))
print(Counter(a=1) == {'a': 1}, Counter(a=1) != Counter(a=2))
f = c.copy()
print(type(f).__name__, f == c, f is c)
print(Counter({'x': 'a'}))
print(isinstance(c, dict), list(Counter('hello').items()))
class Sub(Counter):
    pass
print(Sub('aab'), Sub('aab') + Sub('b'))
print(Counter('mississippi').most_common(3))
words = 'the quick brown fox jumps over the lazy dog the end'.split()
print(Counter(words).most_common(2))
print(sorted(Counter(x % 3 for x in range(10)).items()))
