# pyfuzz seed 42002985: CPython IndexError, monty TypeError
try:
    del ((1, 'a', None))[-(10**30)]
except Exception as _e:
    print("!", 8, type(_e).__name__)
