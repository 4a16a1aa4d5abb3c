import enum
from enum import Enum, member, nonmember
class M(Enum):
    A = 1
    helper = nonmember(10)
    fn = member(lambda: 'called')
    def method(self):
        return self.value * 2
    @property
    def double(self):
        return self.value * 2
print(list(M.__members__), M.helper, M.fn.value(), M.A.method(), M.A.double)
print(dir(M.A))
print(M.A.__reduce_ex__(4), M.A.__class__.__name__, type(M).__name__)
class WithName(Enum):
    name = 'n'
    value = 'v'
print(WithName.name, WithName.value, WithName.name.name, WithName.name.value)
class Ign(Enum):
    _ignore_ = 'tmp i'
    tmp = [1]
    A = 1
    for i in range(2):
        pass
print(list(Ign), hasattr(Ign, 'tmp'))
print(enum.EnumType is enum.EnumMeta, isinstance(M, enum.EnumType), repr(M))
