# pprint: pformat widths, depth, sorting of dict keys, compact.
import pprint
data = {"name": "example", "numbers": list(range(12)), "nested": {"z": [1, 2, {"deep": "x" * 30}], "a": (1, 2)}, "set": {3, 1, 2}}
pprint.pprint(data)
print(pprint.pformat(data, width=120))
print(pprint.pformat(data, depth=1))
print(pprint.pformat(list(range(40)), compact=True, width=40))
print(pprint.pformat({"b": 1, "a": 2}, sort_dicts=False), pprint.pformat({"b": 1, "a": 2}))
print(pprint.saferepr([1, [2, [3]]]), pprint.isrecursive([1]), pprint.isreadable({"a": 1}))
r = [1]
r.append(r)
print("<Recursion on list with id=" in pprint.pformat(r), pprint.isrecursive(r))
pprint.pprint("a long string " * 8, width=40)
