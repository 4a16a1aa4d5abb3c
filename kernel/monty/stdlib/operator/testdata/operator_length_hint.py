import operator as op
print(op.length_hint([1, 2, 3]), op.length_hint(iter([1, 2])), op.length_hint(iter(range(5))), op.length_hint(5, 9))
class H:
    def __init__(self, v):
        self.v = v
    def __length_hint__(self):
        return self.v
print(op.length_hint(H(4)), op.length_hint(H(NotImplemented), 3))
for v in (-1, 'x', 2.5):
    try:
        print(op.length_hint(H(v)))
    except Exception as e:
        print(type(e).__name__, e)
try:
    op.length_hint([], 'd')
except TypeError as e:
    print(e)
class Bad:
    def __len__(self):
        raise ValueError('boom')
try:
    op.length_hint(Bad())
except ValueError as e:
    print('ValueError', e)
