# NotImplementedError from an abstract-style method.
class Base:
    def run(self):
        raise NotImplementedError(f"{type(self).__name__}.run is abstract")
class Child(Base):
    pass
Child().run()
