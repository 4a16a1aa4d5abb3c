import abc

class Reader(abc.ABC):
    @abc.abstractmethod
    def read(self): ...

class Writer(abc.ABC):
    @abc.abstractmethod
    def write(self, x): ...

class RW(Reader, Writer):
    pass
print(sorted(RW.__abstractmethods__))

class File(RW):
    def read(self): return "data"
    def write(self, x): return len(x)
f = File()
print(f.read(), f.write("abc"), isinstance(f, Reader), isinstance(f, Writer))

class Stream:
    def read(self): return "s"
Reader.register(Stream)
print(isinstance(Stream(), Reader), isinstance(Stream(), Writer), issubclass(Stream, RW))
print([c.__name__ for c in File.__mro__])
