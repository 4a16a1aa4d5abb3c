# Method-call-heavy classes: small objects, attribute access, dunders.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def scale(self, k):
        return Vec(self.x * k, self.y * k)

    def dot(self, other):
        return self.x * other.x + self.y * other.y

    def norm2(self):
        return self.dot(self)


class Particle:
    def __init__(self, pos, vel):
        self.pos = pos
        self.vel = vel

    def step(self, dt):
        self.pos = self.pos.add(self.vel.scale(dt))
        return self.pos.norm2()


def bench():
    ps = [Particle(Vec(i, -i), Vec(1, 2)) for i in range(100)]
    total = 0
    for _ in range(300):
        for p in ps:
            total += p.step(1)
    return total
