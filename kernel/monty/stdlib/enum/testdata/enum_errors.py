from enum import Enum, IntEnum, unique
def attempt(body):
    try:
        body()
        print('no error')
    except Exception as e:
        print(type(e).__name__, e)
def redefine():
    class R(Enum):
        A = 1
        A = 2
def sunder():
    class S(Enum):
        _x_ = 1
def extend():
    class Base(Enum):
        A = 1
    class More(Base):
        B = 2
def dup():
    @unique
    class U(Enum):
        A = 1
        B = 1
def order():
    class O(Enum):
        _order_ = 'B A'
        A = 1
        B = 2
def mro_name():
    class M(Enum):
        mro = 1
def reassign():
    class C(Enum):
        A = 1
    C.A = 2
def delete():
    class C(Enum):
        A = 1
    del C.A
def missing_bad():
    class C(Enum):
        A = 1
        @classmethod
        def _missing_(cls, value):
            raise KeyError('nope')
    C(5)
for body in (redefine, sunder, extend, dup, order, mro_name, reassign, delete, missing_bad):
    attempt(body)
