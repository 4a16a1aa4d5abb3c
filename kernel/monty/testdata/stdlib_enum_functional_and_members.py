# Functional Enum API, aliases in __members__, _missing_, member methods and properties.
from enum import Enum, IntEnum
Animal = Enum("Animal", "CAT DOG BIRD")
print(list(Animal), Animal.DOG.value, Animal(3), Animal["CAT"])
Level = IntEnum("Level", [("LOW", 10), ("HIGH", 20)])
print(Level.HIGH > Level.LOW, Level(10), list(Level.__members__))
class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
    ENABLED = "active"
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None
    @property
    def is_on(self):
        return self is Status.ACTIVE
print(Status("ACTIVE"), Status.ENABLED, list(Status), list(Status.__members__), Status.ACTIVE.is_on)
try:
    Status("unknown")
except ValueError as e:
    print("ValueError:", e)
