# except* with nested groups: matching leaves keep the nesting structure.
eg = ExceptionGroup("top", [
    ValueError("v1"),
    ExceptionGroup("mid", [TypeError("t1"), ValueError("v2"), ExceptionGroup("deep", [KeyError("k")])]),
])
try:
    raise eg
except* ValueError as g:
    print("ValueError part:", repr(g))
except* (TypeError, KeyError) as g:
    print("Type/Key part:", repr(g))
def leaves(g):
    for e in g.exceptions:
        if isinstance(e, BaseExceptionGroup):
            yield from leaves(e)
        else:
            yield e
print([repr(e) for e in leaves(eg)])
m, rest = eg.split(lambda e: isinstance(e, LookupError))
print(repr(m))
print(repr(rest))
