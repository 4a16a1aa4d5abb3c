# The collections types pprint lays out: OrderedDict, defaultdict, Counter,
# ChainMap, deque, and the User* wrappers.
import pprint
from collections import OrderedDict, defaultdict, Counter, ChainMap, deque, UserDict, UserList, UserString

od = OrderedDict((k, list(range(k))) for k in range(8, 0, -1))
print(pprint.pformat(od), pprint.pformat(OrderedDict()), pprint.pformat(OrderedDict(a=1)))
dd = defaultdict(list, {'b': list(range(20)), 'a': list(range(15))})
print(pprint.pformat(dd), pprint.pformat(defaultdict(int)), pprint.pformat(defaultdict(None, {'x': 'y' * 80})))
c = Counter('abracadabra' * 5 + 'xyz' * 30)
print(pprint.pformat(c, width=30), pprint.pformat(Counter()), pprint.pformat(Counter({'a': 1})))
cm = ChainMap({'a': list(range(20))}, {'b': 'x' * 50}, {})
print(pprint.pformat(cm), pprint.pformat(ChainMap()), pprint.pformat(ChainMap({})))
print(pprint.pformat(deque(range(40))), pprint.pformat(deque(range(40), maxlen=50)), pprint.pformat(deque()))
print(pprint.pformat(deque('ab', maxlen=3)), pprint.pformat(deque([list(range(30))] * 2, maxlen=2), width=40))
print(pprint.pformat(UserDict({'k': list(range(30))})), pprint.pformat(UserList(range(40))), pprint.pformat(UserString('w ' * 50)))
print(pprint.pformat([od, dd], width=50))


class MyOD(OrderedDict):
    pass


print(pprint.pformat(MyOD(a=list(range(30)))), pprint.pformat(Counter(range(30)), indent=4, width=20))
