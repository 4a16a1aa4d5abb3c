# Generator expressions in class bodies see only the first iterable from the class scope.
class C:
    values = [1, 2, 3]
    total = sum(v for v in values)
    factor = 10
    try:
        scaled = list(v * factor for v in values)
    except NameError as e:
        error = str(e)
print(C.total, C.error)
def f():
    factor = 3
    return list(v * factor for v in range(3))
print(f())
x = 10
g = (x + i for i in range(3))
x = 20
print(list(g))
