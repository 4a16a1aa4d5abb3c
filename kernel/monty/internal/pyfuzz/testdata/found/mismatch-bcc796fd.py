# pyfuzz seed 42000702: CPython TypeError, monty AttributeError
try:
    _r = ((None).__bool__())[-2:] == ([slice(None), 1e308, '  x  '] / [0])
except Exception as _e:
    print("!", 0, type(_e).__name__)
