import types
@types.coroutine
def sleeper():
    yield 'tick'
    return 'done'
async def main():
    return await sleeper()
c = main()
print(c.send(None))
try:
    c.send(None)
except StopIteration as e:
    print('result', e.value)
try:
    types.coroutine(5)
except TypeError as e:
    print(e)
def plain():
    return 1
print(types.coroutine(plain) is plain or types.coroutine(plain)() == 1)
print(types.GenericAlias(list, (int,)), types.GenericAlias(dict, (str, int)) == dict[str, int])
print(list[int].__origin__, list[int].__args__)
