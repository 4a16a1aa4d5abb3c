# pyfuzz seed 42001794: CPython TypeError, monty AttributeError
try:
    _r = ((type(...))[::2]).join((lambda _a=d7: _a)(), (-3 and d7 or NotImplemented))
except Exception as _e:
    print("!", 11, type(_e).__name__)
