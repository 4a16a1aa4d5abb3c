# ExceptionGroup construction, attributes, subgroup, split, derive.
eg = ExceptionGroup("several", [ValueError("v1"), TypeError("t"), ValueError("v2")])
print(eg, repr(eg.message), len(eg.exceptions))
print(repr(eg))
print([repr(e) for e in eg.exceptions])
match, rest = eg.split(ValueError)
print(match, [str(e) for e in match.exceptions])
print(rest, [str(e) for e in rest.exceptions])
print(eg.subgroup(TypeError).exceptions)
print(eg.subgroup(KeyError))
print(eg.split(lambda e: "2" in str(e))[0].exceptions)
nested = ExceptionGroup("outer", [ValueError("a"), ExceptionGroup("inner", [TypeError("b"), ValueError("c")])])
m, r = nested.split(ValueError)
print(repr(m))
print(repr(r))
print(type(BaseExceptionGroup("x", [ValueError()])).__name__)
print(type(BaseExceptionGroup("x", [KeyboardInterrupt()])).__name__)
for bad in [lambda: ExceptionGroup("x", []), lambda: ExceptionGroup("x", [1]),
            lambda: ExceptionGroup(1, [ValueError()]), lambda: ExceptionGroup("x", [KeyboardInterrupt()])]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(issubclass(ExceptionGroup, BaseExceptionGroup), issubclass(ExceptionGroup, Exception))
