# Enum members, values, names, iteration, lookup, auto, unique, comparisons.
from enum import Enum, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, Color(2), Color["BLUE"], Color.CRIMSON is Color.RED)
print(list(Color), len(Color), [m.name for m in Color.__members__.values()], Color.RED in Color, isinstance(Color.GREEN, Color))
print(Color.RED == 1, Color.RED is Color(1), Color.RED != Color.BLUE, hash(Color.RED) == hash(Color.RED))
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError:", e)
try:
    Color.RED < Color.BLUE
except TypeError as e:
    print("TypeError:", e)
class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
    def describe(self):
        return f"{self.name.lower()} #{self.value}"
print([s.describe() for s in Shape], Shape.SQUARE.value)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
try:
    Color.RED = 5
except AttributeError as e:
    print("AttributeError:", e)
