# pyfuzz seed 42000515: CPython IndexError, monty TypeError
try:
    l4 = 'abcdef'
    _r = l4[-(10**30)]
except Exception as _e:
    print("!", 6, type(_e).__name__)
