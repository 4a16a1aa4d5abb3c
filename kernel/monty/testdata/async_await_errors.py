# Awaiting non-awaitables, exceptions through await, throw into coroutines.
async def bad():
    await 5
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value
try:
    run(bad())
except TypeError as e:
    print("TypeError:", e)
async def raises():
    raise ValueError("inside coroutine")
async def caller():
    try:
        await raises()
    except ValueError as e:
        return f"caught {e}"
print(run(caller()))
class Step:
    def __await__(self):
        yield "step"
async def interruptible():
    try:
        await Step()
    except KeyError as e:
        return f"handled {e!r}"
c = interruptible()
print(c.send(None))
try:
    c.throw(KeyError("k"))
except StopIteration as e:
    print(e.value)
for src in ["def f():\n    await x\n", "await x\n", "async def f():\n    yield from x\n",
            "def f():\n    async with x: pass\n", "async def f():\n    return [await x for x in y]\n"]:
    try:
        compile(src, "<a>", "exec")
        print("compiled")
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
print(type(raises).__name__, callable(raises))
