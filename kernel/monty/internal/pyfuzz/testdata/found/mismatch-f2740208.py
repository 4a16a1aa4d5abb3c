# pyfuzz seed 42000533: CPython IndexError, monty TypeError
try:
    l4 = (1, 2, 3)
    del l4[-(10**30)]
except Exception as _e:
    print("!", 5, type(_e).__name__)
