# A coroutine object as a cell value, then driven in a later cell.
async def compute():
    return 6 * 7
c = compute()
type(c).__name__
# %% cell
try:
    c.send(None)
except StopIteration as stop:
    result = stop.value
result
