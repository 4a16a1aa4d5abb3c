# Chained assignment binds every target to the same object, left to right.
a = b = c = [1, 2]
a.append(3)
print(a, b, c, a is b, b is c)

x = y = 5
x += 1
print(x, y)

# targets are assigned left to right
log = []
class Rec:
    def __setattr__(self, name, value):
        log.append(name)
        object.__setattr__(self, name, value)
r = Rec()
r.first = r.second = r.third = 0
print(log)

# the value is evaluated once, before any target
def value():
    log.append("value")
    return 7
log.clear()
r.p = r.q = value()
print(log, r.p, r.q)
