# Recursion: factorial, mutual recursion, memo, and RecursionError.
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(30))
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print(is_even(100), is_odd(7))
memo = {}
def fib(n):
    if n < 2:
        return n
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print(fib(90))
def hanoi(n, a="A", b="B", c="C", moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append(a + c)
        hanoi(n - 1, b, a, c, moves)
    return moves
print(len(hanoi(10)), hanoi(2))
def forever(n):
    return forever(n + 1)
try:
    forever(0)
except RecursionError as e:
    print("RecursionError:", e)
def flatten(x):
    return [z for y in x for z in flatten(y)] if isinstance(x, list) else [x]
print(flatten([1, [2, [3, [4, [5]]]], 6]))
