import operator as op
up = op.methodcaller('upper')
print(up('abc'), repr(up))
split = op.methodcaller('split', ',', maxsplit=1)
print(split('a,b,c'), repr(split))
print(list(map(op.methodcaller('count', 'a'), ['aa', 'b', 'aba'])))
for args in ((), (5,)):
    try:
        op.methodcaller(*args)
    except TypeError as e:
        print(e)
try:
    up(5)
except AttributeError as e:
    print(e)
print(op.methodcaller('f', 1).__reduce__()[1])
class K:
    def m(self, *a, **k):
        return a, sorted(k.items())
print(op.methodcaller('m', 1, 2, z=3)(K()))
print(op.call(max, 1, 5, 2), op.call(dict, a=1))
