from enum import Enum, IntEnum, Flag
Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), Animal.BEE.value, Animal.__name__, Animal.__module__)
Pets = Enum('Pets', 'DOG, CAT', start=10)
print([m.value for m in Pets])
Codes = IntEnum('Codes', [('OK', 200), ('BAD', 400)])
print(Codes.OK + 1, Codes(400), repr(Codes.BAD))
D = Enum('D', {'x': 'ex', 'y': 'why'})
print(list(D), D('why'))
Q = Enum('Q', 'A B', qualname='Outer.Q')
print(Q.__qualname__, repr(Q.A))
Bits = Flag('Bits', 'ONE TWO FOUR')
print([m.value for m in Bits], repr(Bits.ONE | Bits.FOUR))
class Base(Enum):
    def hello(self):
        return 'hi ' + self.name
E2 = Base('E2', 'A')
print(E2.A.hello())
