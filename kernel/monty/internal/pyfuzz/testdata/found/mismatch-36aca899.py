# pyfuzz seed 42000410: CPython IndexError, monty TypeError
try:
    l2 = bytearray(b'abcdef')
    l2[(lambda _a=2**64-1: _a)()] = []
except Exception as _e:
    print("!", 2, type(_e).__name__)
