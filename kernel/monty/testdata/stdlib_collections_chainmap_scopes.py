# ChainMap as nested scopes: new_child, parents, writes go to the first map, deletion errors.
from collections import ChainMap
builtins_ = {"print": "builtin print", "len": "builtin len"}
globals_ = {"x": 1}
scope = ChainMap(globals_, builtins_)
local = scope.new_child({"x": 2, "y": 3})
print(local["x"], local["len"], local.parents["x"], len(local), sorted(local), dict(local))
local["z"] = 4
del local["y"]
print(local.maps[0], "y" in local)
try:
    del local["len"]
except KeyError as e:
    print("KeyError:", e)
print(ChainMap({"a": 1}) | {"b": 2}, repr(ChainMap({"k": 1}, {})))
