import pprint
from pprint import pformat, pp, PrettyPrinter, saferepr, isreadable, isrecursive
from collections import OrderedDict, defaultdict, Counter, ChainMap, deque, UserDict, UserList, UserString
from dataclasses import dataclass, field
import types
import io

data = {
    'name': 'backyard', 'version': (1, 2, 3), 'tags': ['python', 'sandbox', 'agents', 'monty', 'container'],
    'nested': {'a': list(range(30)), 'b': {'deep': {'deeper': {'deepest': [1, 2, {'x': 'y' * 40}]}}}},
    'numbers': [123456789, 2 ** 70, -5, 3.14159, 1e100, 2j], 'empty': {}, 'emptylist': [], 'none': None,
    'set': {3, 1, 2}, 'frozen': frozenset({20, 10}), 'text': 'lorem ipsum dolor sit amet ' * 6,
    'bytes': bytes(range(40)), 'ba': bytearray(b'abcdefghij' * 8), 3: 'int key', (1, 2): 'tuple key',
}
pprint.pprint(data)
print(pformat(data, width=40, indent=2))
print(pformat(data, depth=2))
print(pformat(data, compact=True, width=60))
print(pformat(data, sort_dicts=False, width=100))
pp({'b': 1, 'a': [1] * 40})
print(pformat(list(range(100)), compact=True), pformat(list(range(40)), width=20))
print(pformat((1,)), pformat(()), pformat([]), pformat({}), pformat(set()), pformat((list(range(30)),)))
print(pformat([123456789012345678] * 3, underscore_numbers=True, width=30))
print(pformat('a long string that will be split at word boundaries ' * 4, width=30))
print(pformat(['line one\nline two\n' * 3], width=20))
print(pformat(b'\x00\x01 bytes bytes bytes bytes bytes bytes bytes', width=20))
print(pformat(bytearray(b'abcdefghijklmnopqrstuvwxyz'), width=20))
od = OrderedDict((k, k * 3) for k in 'abcdefghijklmnop')
print(pformat(od, width=30), pformat(OrderedDict()))
dd = defaultdict(list, {k: [k] * 5 for k in 'abcdef'})
print(pformat(dd, width=30), pformat(defaultdict(int)))
print(pformat(Counter('abracadabra' * 5), width=20), pformat(Counter()))
print(pformat(ChainMap({'a': list(range(10))}, {'b': list(range(10))}), width=30), pformat(ChainMap()))
print(pformat(deque(range(30)), width=30), pformat(deque(range(30), maxlen=40), width=30), pformat(deque()))
print(pformat(UserDict({'k': list(range(30))}), width=30), pformat(UserList(range(30)), width=30), pformat(UserString('x ' * 50), width=30))
print(pformat(types.SimpleNamespace(alpha=list(range(20)), beta='b' * 50), width=40))
print(pformat(types.MappingProxyType({'key': list(range(25))}), width=40))
@dataclass
class Point:
    x: int
    y: list = field(default_factory=list)
    hidden: str = field(default='h', repr=False)
print(pformat(Point(1, list(range(30))), width=30), pformat([Point(2)] * 3, width=20))
rec = [1, 2]
rec.append(rec)
print(saferepr(rec).split(' with id')[0], isrecursive(rec), isreadable(rec), isreadable([1, 'a']), isreadable(object()))
drec = {'k': 1}
drec['self'] = drec
print(pformat(drec).split(' with id')[0])
print(saferepr({'b': 1, 'a': (2,)}), saferepr([1, {2: 3}]))
pr = PrettyPrinter(indent=4, width=30, depth=3)
print(pr.pformat([[[[1, 2]]], {'a': {'b': {'c': 1}}}]), pr.isreadable([1]), pr.isrecursive([1]))
buf = io.StringIO()
PrettyPrinter(stream=buf).pprint({'x': 1})
print(repr(buf.getvalue()))
pprint.pprint([1, 2], stream=buf)
for bad in [dict(indent=-1), dict(depth=0), dict(width=0)]:
    try:
        PrettyPrinter(**bad)
    except ValueError as e:
        print('ValueError', e)
class Custom(list):
    def __repr__(self):
        return 'Custom(...)'
print(pformat([Custom(range(100))] * 2, width=10))
class SubList(list):
    pass
print(pformat(SubList(range(30)), width=30))
print(pformat({'unsortable': 1, 2: 'mixed', None: 3}, width=10))
print(sorted(pprint.__all__))
