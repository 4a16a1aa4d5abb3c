from enum import Enum, auto, Flag, StrEnum
class A(Enum):
    X = auto()
    Y = auto()
    Z = 10
    W = auto()
print([(m.name, m.value) for m in A])
class F(Flag):
    R = auto()
    W = auto()
    X = auto()
print([m.value for m in F])
class S(StrEnum):
    Hello = auto()
    World = auto()
print([m.value for m in S])
class Custom(Enum):
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return (name, start, count, list(last_values))
    P = auto()
    Q = auto()
print([m.value for m in Custom])
print(repr(auto()), repr(auto(5)))
try:
    class Late(Enum):
        A = auto()
        def _generate_next_value_(name, start, count, last_values):
            return 0
except TypeError as e:
    print('TypeError', e)
