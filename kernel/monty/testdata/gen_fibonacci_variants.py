# The same sequence via generator, closure, class iterator and recursion-with-memo.
def fib_gen():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
def fib_closure():
    a, b = 0, 1
    def nxt():
        nonlocal a, b
        r = a
        a, b = b, a + b
        return r
    return nxt
class FibIter:
    def __init__(self): self.a, self.b = 0, 1
    def __iter__(self): return self
    def __next__(self):
        r = self.a
        self.a, self.b = self.b, self.a + self.b
        return r
memo = {0: 0, 1: 1}
def fib_rec(n):
    if n not in memo:
        memo[n] = fib_rec(n - 1) + fib_rec(n - 2)
    return memo[n]
g, c, it = fib_gen(), fib_closure(), FibIter()
a = [next(g) for _ in range(20)]
b = [c() for _ in range(20)]
d = [next(it) for _ in range(20)]
e = [fib_rec(i) for i in range(20)]
print(a == b == d == e, a[-5:], fib_rec(200))
