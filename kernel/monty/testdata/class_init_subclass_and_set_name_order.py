# Order of class creation hooks: __set_name__ runs before __init_subclass__.
class Field:
    def __set_name__(self, owner, name):
        print(f"__set_name__ {owner.__name__}.{name}")
        self.name = name
class Base:
    def __init_subclass__(cls, **kw):
        print(f"__init_subclass__ {cls.__name__} sees fields:",
              sorted(k for k, v in vars(cls).items() if isinstance(v, Field)))
        super().__init_subclass__(**kw)
class Model(Base):
    a = Field()
    b = Field()
    print("class body done")
class Sub(Model):
    c = Field()
print([f for f in ("a", "b", "c") if hasattr(Sub, f)])
