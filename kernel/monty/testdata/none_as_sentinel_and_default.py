# None as default and sentinel; a private sentinel object to distinguish "not given".
_missing = object()
def get(d, key, default=_missing):
    if key in d:
        return d[key]
    if default is _missing:
        raise KeyError(key)
    return default
d = {"a": None}
print(get(d, "a"), get(d, "b", None), get(d, "b", 0))
try:
    get(d, "b")
except KeyError as e:
    print("KeyError:", e)
def f(x=None):
    return "no value" if x is None else x
print(f(), f(0), f(""), f(None))
print(None == False, None is not False, [None].index(None), {None} | {None}, sorted([None] * 2, key=lambda x: 0))
