# pyfuzz seed 42001895: CPython IndexError, monty TypeError
try:
    l7 = range(-5, 5)
    l7[({None: 0, 1.0: 'x'} and 10**20 or l7)] = 0
except Exception as _e:
    print("!", 9, type(_e).__name__)
