# pyfuzz seed 42001643: CPython ValueError, monty TypeError
try:
    d1 = 0
except Exception as _e:
    print("!", 0, type(_e).__name__)
try:
    _r = (lambda _a={d1: (3-4j)}: _a)() < (('a b c').__reduce_ex__(2)[0].__name__)[-100::0]
except Exception as _e:
    print("!", 6, type(_e).__name__)
