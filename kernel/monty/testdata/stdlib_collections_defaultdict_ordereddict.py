# defaultdict factories and OrderedDict ordering operations.
from collections import defaultdict, OrderedDict
dd = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    dd[k].append(v)
print(dd, dict(dd), dd["missing"], dd.default_factory.__name__, "missing" in dd)
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 1
nested["x"]["z"] += 2
print({k: dict(v) for k, v in nested.items()})
plain = defaultdict()
try:
    plain["k"]
except KeyError as e:
    print("KeyError:", e)
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b")
od.move_to_end("d", last=False)
print(list(od), od.popitem(), od.popitem(last=False), list(od))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1}, repr(OrderedDict(x=1)))
