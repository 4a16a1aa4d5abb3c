# Values sent into a coroutine arrive at the innermost awaitable's yield.
class Ask:
    def __init__(self, q): self.q = q
    def __await__(self):
        answer = yield self.q
        return answer
async def dialog():
    name = await Ask("name?")
    age = await Ask(f"age of {name}?")
    return f"{name} is {age}"
c = dialog()
q1 = c.send(None)
q2 = c.send("ann")
try:
    c.send(30)
except StopIteration as e:
    print(q1, "|", q2, "|", e.value)
