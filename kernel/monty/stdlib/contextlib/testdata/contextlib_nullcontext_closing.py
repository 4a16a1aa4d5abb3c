import asyncio
from contextlib import nullcontext, closing, aclosing
with nullcontext() as x:
    print(x)
with nullcontext(42) as y:
    print(y)
class Res:
    def __init__(self):
        self.closed = False
    def close(self):
        self.closed = True
r = Res()
with closing(r) as got:
    print(got is r, r.closed)
print(r.closed)
try:
    with closing(Res()) as z:
        raise ValueError('boom')
except ValueError:
    print('closed anyway', z.closed)
async def agen():
    try:
        yield 1
        yield 2
    finally:
        print('agen finalized')
async def main():
    async with nullcontext('async') as v:
        print(v)
    async with aclosing(agen()) as g:
        async for item in g:
            print('item', item)
            break
    print('after aclosing')
asyncio.run(main())
