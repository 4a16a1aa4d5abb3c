# Chained comparisons evaluate each operand once and short-circuit.
calls = []
def v(x):
    calls.append(x)
    return x
print(1 < 2 < 3, 3 > 2 > 2, 1 < 3 > 2, 1 == 1 != 2)
print(v(1) < v(2) < v(3), calls); calls.clear()
print(v(5) < v(2) < v(3), calls); calls.clear()
x = 5
print(0 <= x < 10, 0 <= x < 5, x == 5 == 5.0)
print(1 < 2 in [2], "a" in "abc" in ["abc"])
print((1 < 2) < 3, 1 < (2 < 3))
a = [1]
b = a
print(a is b is not None, a == b is a)
print(1 in [1] == True)
try:
    print(1 < "a" < 3)
except TypeError as e:
    print("TypeError:", e)
