import abc

class Base(abc.ABC):
    pass

class Other:
    pass

t0 = abc.get_cache_token()
print(issubclass(Other, Base), isinstance(Other(), Base))
Base.register(Other)
print(abc.get_cache_token() > t0, issubclass(Other, Base), isinstance(Other(), Base))
class Sub(Other):
    pass
print(issubclass(Sub, Base), Base in Sub.__mro__)
print(Base.register(Other) is Other, Base.register(Sub) is Sub)
t1 = abc.get_cache_token()
Base.register(Sub)
print(abc.get_cache_token() == t1)
Base._abc_registry_clear()
Base._abc_caches_clear()
print(issubclass(Other, Base), issubclass(Sub, Base))
