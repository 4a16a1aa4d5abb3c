# Deep-merging nested dicts recursively; the result keeps key order of first appearance.
def merge(a, b):
    out = dict(a)
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out
base = {"db": {"host": "localhost", "port": 5432, "opts": {"ssl": False}}, "debug": False}
override = {"db": {"port": 6543, "opts": {"ssl": True, "timeout": 5}}, "debug": True, "new": [1]}
m = merge(base, override)
print(m)
print(base["db"]["opts"], m["db"]["opts"] is not base["db"]["opts"])
def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, v
print(dict(flatten(m)))
