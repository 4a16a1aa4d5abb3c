# pyfuzz seed 42001342: CPython AttributeError, monty TypeError
try:
    _r = ([1, (None).__reduce_ex__(2)[0].__name__, [bytes(3), bytearray(b'xy')]]).setdefault()
except Exception as _e:
    print("!", 8, type(_e).__name__)
