from graphlib import TopologicalSorter
def attempt(f):
    try:
        return repr(f())
    except ValueError as e:
        return 'ValueError: %s' % e
ts = TopologicalSorter({'b': ['a']})
print(attempt(ts.get_ready), attempt(ts.is_active), attempt(lambda: ts.done('a')), attempt(lambda: bool(ts)))
ts.prepare()
print(attempt(ts.prepare), attempt(lambda: ts.add('c')), attempt(lambda: ts.done('b')), attempt(lambda: ts.done('zz')))
print(attempt(ts.get_ready), attempt(lambda: ts.done('a')), attempt(lambda: ts.done('a')))
print(attempt(ts.get_ready), attempt(lambda: ts.done('b', 'b')), attempt(ts.is_active))
ts2 = TopologicalSorter()
ts2.add(1, 2)
ts2.prepare()
print(attempt(lambda: ts2.done(2)), ts2.get_ready(), attempt(lambda: ts2.done(1)))
