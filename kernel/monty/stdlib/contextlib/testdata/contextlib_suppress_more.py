from contextlib import suppress
with suppress(KeyError, IndexError):
    {}['x']
with suppress(LookupError):
    [][1]
with suppress():
    pass
try:
    with suppress(KeyError):
        raise ValueError('v')
except ValueError as e:
    print('ValueError', e)
s = suppress(ZeroDivisionError)
for i in range(2):
    with s:
        1 / 0
print('reused', s.__enter__(), s.__exit__(None, None, None))
def f():
    with suppress(StopIteration):
        next(iter([]))
        return 'not reached'
    return 'suppressed'
print(f())
