# Recursive calls of a plain function with small-int arithmetic.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def bench():
    return fib(27)
