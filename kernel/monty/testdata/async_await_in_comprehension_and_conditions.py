# await inside comprehensions, conditionals and f-strings within coroutines.
async def double(x):
    return x * 2
async def main():
    a = [await double(i) for i in range(3)]
    b = {i: await double(i) for i in range(2)}
    c = await double(5) if a else 0
    d = f"{await double(21)}"
    return a, b, c, d
def run(c):
    try:
        c.send(None)
    except StopIteration as e:
        return e.value
print(run(main()))
