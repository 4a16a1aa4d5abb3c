# pyfuzz seed 42002236: CPython IndexError, monty TypeError
try:
    l8 = 'abcdef'
    _r = l8[-(10**30)]
except Exception as _e:
    print("!", 8, type(_e).__name__)
