from contextlib import AbstractContextManager, AbstractAsyncContextManager
class Good:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        pass
class Half:
    def __enter__(self):
        return self
class Off:
    def __enter__(self):
        return self
    __exit__ = None
print(issubclass(Good, AbstractContextManager), issubclass(Half, AbstractContextManager), issubclass(Off, AbstractContextManager))
class Mine(AbstractContextManager):
    def __exit__(self, *a):
        return None
m = Mine()
with m as got:
    print(got is m)
try:
    AbstractContextManager()
except TypeError as e:
    print(e)
class A:
    async def __aenter__(self):
        return self
    async def __aexit__(self, *a):
        pass
print(issubclass(A, AbstractAsyncContextManager), issubclass(Good, AbstractAsyncContextManager))
print(AbstractContextManager[int], sorted(AbstractAsyncContextManager.__abstractmethods__))
