# pprint of deeply nested and wide structures, PrettyPrinter with indent and width.
import pprint
tree = {"root": {"left": {"left": None, "right": [1, 2, 3]}, "right": {"values": list(range(15)), "name": "branch" * 3}}}
pprint.pprint(tree, width=50)
pp = pprint.PrettyPrinter(indent=4, width=40, depth=3)
pp.pprint(tree)
print(pprint.pformat([("a" * 20, "b" * 20), {"k": ("x", "y")}], width=30))
print(pprint.pformat(set(range(20)), width=40), pprint.pformat(frozenset({3, 1})), pprint.pformat((1,)), pprint.pformat({}))
