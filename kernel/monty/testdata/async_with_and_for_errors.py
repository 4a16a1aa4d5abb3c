# async with/for on objects lacking the async protocol.
def run(c):
    try:
        while True:
            c.send(None)
    except StopIteration as e:
        return e.value
class SyncCM:
    def __enter__(self): return self
    def __exit__(self, *a): pass
async def use_sync_cm():
    async with SyncCM():
        pass
try:
    run(use_sync_cm())
except TypeError as e:
    print("TypeError:", e)
class BadAnext:
    def __aiter__(self): return self
    def __anext__(self): return 5
async def use_bad_anext():
    async for x in BadAnext():
        pass
try:
    run(use_bad_anext())
except TypeError as e:
    print("TypeError:", e)
class AiterNotAsync:
    def __aiter__(self): return 5
async def use_aiter_not_async():
    async for x in AiterNotAsync():
        pass
try:
    run(use_aiter_not_async())
except TypeError as e:
    print("TypeError:", e)
