# pyfuzz seed 42002804: CPython no exception, monty AttributeError
try:
    class C1(dict):
        attr = (None).__bool__()
except Exception as _e:
    print("!", 0, type(_e).__name__)
