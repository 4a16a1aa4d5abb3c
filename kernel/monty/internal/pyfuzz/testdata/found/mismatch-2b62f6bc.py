# pyfuzz seed 42001814: CPython NameError, monty TypeError
try:
    v2 = ([*(frozenset({1, 'a'})).__reduce_ex__(2)[0].__name__, *v1] and {0: 0} or (lambda _a={'a': [1], 'b': {}}: _a)())
except Exception as _e:
    print("!", 1, type(_e).__name__)
