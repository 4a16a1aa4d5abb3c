# A generator is exhausted after one pass; re-create it to iterate again.
def evens(n):
    return (i for i in range(n) if i % 2 == 0)
g = evens(7)
print(list(g), list(g), list(evens(7)), sum(evens(7)))
def gen_func():
    yield from "ab"
a, b = gen_func(), gen_func()
print(next(a), next(b), next(a), list(b))
