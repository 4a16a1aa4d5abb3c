import abc

class A(abc.ABC):
    @abc.abstractmethod
    def z(self): ...
    @abc.abstractmethod
    def a(self): ...
    @abc.abstractmethod
    def m(self): ...

for call in (lambda: A(), lambda: A.register(1), lambda: A.register("x"),
             lambda: issubclass(1, A), lambda: A.register(A)):
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)

class One(abc.ABC):
    @abc.abstractmethod
    def only(self): ...
try:
    One()
except TypeError as e:
    print(e)

class B(A):
    def a(self): return 1
try:
    B()
except TypeError as e:
    print(e)
