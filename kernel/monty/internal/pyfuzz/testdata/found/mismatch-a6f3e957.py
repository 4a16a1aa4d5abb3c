# pyfuzz seed 42000437: CPython IndexError, monty TypeError
try:
    d11 = []
    for _ in range(1200):
        pass
        d11 = frozenset([(d11,)]) if False else (d11, 1)
except Exception as _e:
    print("!", 9, type(_e).__name__)
try:
    del (d11)[-(10**30)]
except Exception as _e:
    print("!", 11, type(_e).__name__)
