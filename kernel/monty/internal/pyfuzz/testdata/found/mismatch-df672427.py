# pyfuzz seed 31337031: CPython TypeError, monty ValueError
try:
    v1 = int.from_bytes('ab', 'little')
except Exception as _e:
    print("!", 5, type(_e).__name__)
