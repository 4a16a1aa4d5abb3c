# Awaiting coroutines returns their values; nested awaits, recursion, and results ordering.
async def leaf(n):
    return n * 2
async def middle(n):
    a = await leaf(n)
    b = await leaf(n + 1)
    return a + b
async def fib(n):
    if n < 2:
        return n
    return await fib(n - 1) + await fib(n - 2)
async def main():
    results = [await middle(i) for i in range(3)]
    return results, await fib(15)
def run(c):
    try:
        c.send(None)
    except StopIteration as e:
        return e.value
print(run(main()))
print(type(main).__name__, main.__name__, type(main()).__name__ if False else "coroutine function")
import inspect
print(inspect.iscoroutinefunction(main), inspect.iscoroutinefunction(run))
