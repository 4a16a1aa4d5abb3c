from enum import Enum, Flag, IntEnum, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, EnumCheck
def attempt(body):
    try:
        print(body())
    except ValueError as e:
        print('ValueError', e)
@verify(UNIQUE, CONTINUOUS)
class Good(IntEnum):
    A = 1
    B = 2
    C = 3
print(list(Good))
def gap():
    @verify(CONTINUOUS)
    class Gap(IntEnum):
        A = 1
        C = 3
        E = 5
    return Gap
attempt(gap)
def dup():
    @verify(UNIQUE)
    class Dup(Enum):
        A = 1
        B = 1
    return Dup
attempt(dup)
def flag_gap():
    @verify(CONTINUOUS)
    class FG(Flag):
        A = 1
        D = 8
    return FG
attempt(flag_gap)
print(list(EnumCheck), UNIQUE.value)
