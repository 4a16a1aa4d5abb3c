# pyfuzz seed 42002997: CPython OverflowError, monty TypeError
try:
    v8 = bytes(10**100)
except Exception as _e:
    print("!", 6, type(_e).__name__)
