# pyfuzz seed 5000136: CPython TypeError, monty IndexError
try:
    l10 = bytearray(b'abcdef')
    l10[100] = []
except Exception as _e:
    print("!", 10, type(_e).__name__)
