# pyfuzz seed 42002237: output: CPython "cleanup", monty ""
try:
    def gen1():
        try:
            yield 1
        except GeneratorExit:
            print('cleanup')
    _it = gen1()
    _r = next(_it)
except Exception as _e:
    print("!", 0, type(_e).__name__)
