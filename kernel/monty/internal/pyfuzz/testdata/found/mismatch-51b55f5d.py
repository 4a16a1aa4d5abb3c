# pyfuzz seed 777000343: CPython TypeError, monty RecursionError
try:
    v4 = bytearray().__contains__('surrogateescape')
except Exception as _e:
    print("!", 3, type(_e).__name__)
