import operator

def attempt(f, *args, **kw):
    try:
        return repr(f(*args, **kw))
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(sorted(n for n in operator.__all__))
bins = ['lt', 'le', 'eq', 'ne', 'ge', 'gt', 'add', 'and_', 'floordiv', 'lshift', 'mod',
        'mul', 'or_', 'pow', 'rshift', 'sub', 'truediv', 'xor', 'is_', 'is_not',
        'concat', 'contains', 'countOf', 'getitem', 'indexOf']
pairs = [(7, 3), (2, 10), ([1, 2, 2], 2), ('ab', 'b'), ((1, 2), 1), ({1, 2}, {2, 3})]
for name in bins:
    f = getattr(operator, name)
    print(name, [attempt(f, a, b) for a, b in pairs])
    print(getattr(operator, '__%s__' % name.rstrip('_'), None) is f if not name.startswith('is') and name not in ('countOf', 'indexOf') else '')
for name in ['abs', 'neg', 'pos', 'inv', 'invert', 'not_', 'truth', 'index']:
    f = getattr(operator, name)
    print(name, [attempt(f, a) for a in (5, -3, 0, True, 2.5, 'x')])
for name in ['iadd', 'isub', 'imul', 'iand', 'ior', 'ixor', 'ilshift', 'irshift', 'imod',
             'ifloordiv', 'itruediv', 'ipow', 'iconcat']:
    f = getattr(operator, name)
    print(name, attempt(f, 6, 2), attempt(f, [1], [2]))
l = [1, 2]
r = operator.iadd(l, [3])
print(r is l, l)
d = {}
operator.setitem(d, 'a', 1)
print(d, operator.getitem(d, 'a'))
operator.delitem(d, 'a')
print(d)
print(operator.length_hint([1, 2, 3]), operator.length_hint(iter([1, 2]), 5),
      operator.length_hint(object(), 7))
print(attempt(operator.length_hint, 1, 'a'))
class H:
    def __length_hint__(self):
        return 4
print(operator.length_hint(H()))
print(operator.call(max, 3, 9, key=lambda x: -x))
print(attempt(operator.concat, 1, 2))
print(attempt(operator.indexOf, [1, 2], 5))
print(attempt(operator.matmul, 1, 2))

g = operator.itemgetter(1)
print(g([10, 20, 30]), repr(g))
g = operator.itemgetter(0, -1, 'x') if False else operator.itemgetter(0, -1)
print(g('hello'), repr(g))
print(repr(operator.itemgetter('a', 'b')), operator.itemgetter('a', 'b')({'a': 1, 'b': 2}))
print(attempt(operator.itemgetter))
print(attempt(operator.itemgetter(5), [1]))

class P:
    def __init__(self, **kw):
        self.__dict__.update(kw)
p = P(name=P(first='Ada', last='L'), age=36)
a = operator.attrgetter('age')
print(a(p), repr(a))
a = operator.attrgetter('name.first', 'name.last', 'age')
print(a(p), repr(a))
print(attempt(operator.attrgetter, 1))
print(attempt(operator.attrgetter('nope'), p))
m = operator.methodcaller('split', ',', maxsplit=1)
print(m('a,b,c'), repr(m))
print(repr(operator.methodcaller('upper')), operator.methodcaller('upper')('abc'))
print(attempt(operator.methodcaller))
print(attempt(operator.methodcaller, 3))
print(sorted([('b', 2), ('a', 3), ('c', 1)], key=operator.itemgetter(1)))
print(type(operator.itemgetter(1)).__name__, type(operator.attrgetter('a')).__module__)
