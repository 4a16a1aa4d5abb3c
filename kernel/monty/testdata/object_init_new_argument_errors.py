# object.__init__ and object.__new__ complain about extra arguments only when not overridden.
class OnlyNew:
    def __new__(cls, x):
        return super().__new__(cls)
print(type(OnlyNew(1)).__name__)
class OnlyInit:
    def __init__(self, x):
        super().__init__()
        self.x = x
print(OnlyInit(2).x)
class Neither: pass
for call in [lambda: Neither(1), lambda: Neither(a=1), lambda: object.__init__(OnlyInit(1), 5)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
class BadSuperInit:
    def __init__(self, x):
        super().__init__(x)
try:
    BadSuperInit(1)
except TypeError as e:
    print("TypeError:", e)
