# Exceptions and finally inside coroutines; throw() into an awaiting coroutine.
class Pause:
    def __await__(self):
        yield "paused"
async def worker(log):
    try:
        log.append("start")
        await Pause()
        log.append("after pause")
        raise ValueError("worker failed")
    except ValueError as e:
        log.append(f"caught {e}")
        return "recovered"
    finally:
        log.append("finally")
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value
log = []
print(run(worker(log)), log)
log = []
c = worker(log)
c.send(None)
try:
    c.throw(KeyError("injected"))
except KeyError as e:
    print("propagated:", e, log)
log = []
c = worker(log)
c.send(None)
c.close()
print("closed:", log)
