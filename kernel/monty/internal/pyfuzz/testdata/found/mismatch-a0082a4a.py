# pyfuzz seed 777000330: CPython OverflowError, monty ValueError
try:
    v10 = float.fromhex('1p99999')
except Exception as _e:
    print("!", 11, type(_e).__name__)
