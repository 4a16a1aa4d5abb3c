# __init__ chains with super() across three levels and mixins.
class LoggingMixin:
    def __init__(self, *a, **kw):
        self.log = ["LoggingMixin"]
        super().__init__(*a, **kw)
class Base:
    def __init__(self, name):
        self.name = name
        getattr(self, "log", []).append("Base")
class Service(LoggingMixin, Base):
    def __init__(self, name, port):
        super().__init__(name)
        self.port = port
        self.log.append("Service")
s = Service("api", 8080)
print(s.name, s.port, s.log, [c.__name__ for c in Service.__mro__])
class A:
    def __init__(self):
        print("A init")
class B(A):
    pass
class C(B):
    def __init__(self):
        print("C init")
        super().__init__()
C()
class NoSuperCall(A):
    def __init__(self):
        print("NoSuperCall init only")
NoSuperCall()
class Explicit(A):
    def __init__(self):
        A.__init__(self)
        print("Explicit after A")
Explicit()
