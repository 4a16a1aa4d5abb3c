# pyfuzz seed 42002450: CPython TypeError, monty ValueError
try:
    _r = str((bytes({1: 2})).__eq__(0)), format((bytes({1: 2})).__eq__(0), 's')
except Exception as _e:
    print("!", 5, type(_e).__name__)
