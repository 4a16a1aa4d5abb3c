# Class-level state shared across instances, per-subclass counters via __init_subclass__.
class Tracked:
    created = 0
    def __init_subclass__(cls):
        cls.created = 0
    def __init__(self):
        type(self).created += 1
        Tracked.total = getattr(Tracked, "total", 0) + 1
class A(Tracked): pass
class B(Tracked): pass
for _ in range(3): A()
B()
print(A.created, B.created, Tracked.created, Tracked.total)
