# super() inside classmethods, staticmethods (explicit) and __new__.
class Base:
    registry = []
    def __new__(cls, *a, **k):
        inst = super().__new__(cls)
        Base.registry.append(cls.__name__)
        return inst
    @classmethod
    def create(cls):
        return cls()
    @staticmethod
    def helper():
        return "Base.helper"
class Child(Base):
    def __new__(cls, tag):
        inst = super().__new__(cls)
        inst.tag = tag
        return inst
    def __init__(self, tag):
        self.tag2 = tag * 2
    @classmethod
    def create(cls):
        return super().create.__func__(cls) if False else cls("made")
    @staticmethod
    def helper():
        return "Child+" + super(Child, Child).helper()
c = Child.create()
print(c.tag, c.tag2, Base.registry, Child.helper())
b = Base.create()
print(type(b).__name__, Base.registry)
