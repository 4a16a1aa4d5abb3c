# A tiny round-robin scheduler over coroutines, showing interleaving.
class Yield:
    def __await__(self):
        yield
async def task(name, steps, log):
    for i in range(steps):
        log.append(f"{name}{i}")
        await Yield()
    return f"{name} done"
def gather(*coros):
    results = [None] * len(coros)
    pending = list(enumerate(coros))
    while pending:
        still = []
        for idx, c in pending:
            try:
                c.send(None)
                still.append((idx, c))
            except StopIteration as e:
                results[idx] = e.value
        pending = still
    return results
log = []
print(gather(task("a", 3, log), task("b", 1, log), task("c", 2, log)))
print(log)
