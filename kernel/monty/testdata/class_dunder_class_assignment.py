# Changing an instance's __class__ between compatible classes.
class Idle:
    def state(self): return "idle"
class Running:
    def state(self): return "running"
obj = Idle()
print(obj.state(), type(obj).__name__)
obj.__class__ = Running
print(obj.state(), type(obj).__name__, isinstance(obj, Running))
try:
    obj.__class__ = int
except TypeError as e:
    print("TypeError:", e)
try:
    (1).__class__ = bool
except TypeError as e:
    print("TypeError:", e)
class Slotted:
    __slots__ = ("a",)
class OtherSlotted:
    __slots__ = ("b",)
s = Slotted()
try:
    s.__class__ = OtherSlotted
except TypeError as e:
    print("TypeError:", e)
