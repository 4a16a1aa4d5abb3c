# Calling a class uses type.__call__; calling an instance uses the class's __call__.
class Meta(type):
    def __call__(cls, *a):
        print("Meta.__call__ for", cls.__name__, a)
        return super().__call__(*a)
class Callable(metaclass=Meta):
    def __init__(self, v): self.v = v
    def __call__(self, x): return self.v + x
obj = Callable(10)
print(obj(5), callable(obj), callable(Callable))
