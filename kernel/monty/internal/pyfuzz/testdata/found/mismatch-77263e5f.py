# pyfuzz seed 42001278: CPython NameError, monty TypeError
try:
    _r = ((lambda _a=(0, 1): _a)()).__reduce_ex__(2)[0].__name__ < v9
except Exception as _e:
    print("!", 10, type(_e).__name__)
