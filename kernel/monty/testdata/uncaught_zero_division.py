# Uncaught ZeroDivisionError from integer modulo inside a function.
def bucket(n, size):
    return n % size
print(bucket(10, 3))
print(bucket(10, 0))
