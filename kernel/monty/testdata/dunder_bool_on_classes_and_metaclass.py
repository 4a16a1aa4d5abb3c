# Classes are always truthy unless the metaclass defines __bool__ or __len__.
class Plain: pass
class EmptyMeta(type):
    def __len__(cls): return 0
class Empty(metaclass=EmptyMeta): pass
print(bool(Plain), bool(Empty), bool(Empty()), len(Empty))
class ZeroLen:
    def __len__(self): return 0
print(bool(ZeroLen), bool(ZeroLen()))
