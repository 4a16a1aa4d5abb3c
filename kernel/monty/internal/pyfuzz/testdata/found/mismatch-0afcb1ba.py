# pyfuzz seed 5000375: CPython TypeError, monty no exception
try:
    _r = int.__new__(str)
except Exception as _e:
    print("!", 7, type(_e).__name__)
