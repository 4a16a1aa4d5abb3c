# pyfuzz seed 42001036: CPython NameError, monty TypeError
try:
    v3 = [(range(10) - v2) for _x in ({ValueError: {0: 0}}).__reduce_ex__(2)[0].__name__]
except Exception as _e:
    print("!", 5, type(_e).__name__)
