# pyfuzz seed 42002424: CPython ValueError, monty TypeError
try:
    _r = str(((3-4j)).__doc__), format(((3-4j)).__doc__, 'x')
except Exception as _e:
    print("!", 4, type(_e).__name__)
