# A small ray tracer: spheres and a plane, a point light, diffuse and
# specular shading, shadows and one reflection, into a tiny image.
import math


class Vec:
    __slots__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        self.x, self.y, self.z = x, y, z

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y, self.z - o.z)

    def scale(self, k):
        return Vec(self.x * k, self.y * k, self.z * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def unit(self):
        return self.scale(1.0 / math.sqrt(self.dot(self)))


class Sphere:
    def __init__(self, centre, radius, colour, shine):
        self.centre, self.r2, self.colour, self.shine = centre, radius * radius, colour, shine

    def hit(self, origin, direction):
        oc = origin - self.centre
        b = oc.dot(direction)
        disc = b * b - (oc.dot(oc) - self.r2)
        if disc < 0:
            return None
        root = math.sqrt(disc)
        for t in (-b - root, -b + root):
            if t > 1e-6:
                return t
        return None

    def normal(self, p):
        return (p - self.centre).unit()


class Plane:
    def __init__(self, y, colour):
        self.y, self.colour, self.shine = y, colour, 0.2

    def hit(self, origin, direction):
        if abs(direction.y) < 1e-9:
            return None
        t = (self.y - origin.y) / direction.y
        return t if t > 1e-6 else None

    def normal(self, p):
        return Vec(0.0, 1.0, 0.0)


def nearest(scene, origin, direction):
    best, obj = None, None
    for o in scene:
        t = o.hit(origin, direction)
        if t is not None and (best is None or t < best):
            best, obj = t, o
    return best, obj


def trace(scene, light, origin, direction, depth):
    t, obj = nearest(scene, origin, direction)
    if obj is None:
        return 0.1
    p = origin + direction.scale(t)
    n = obj.normal(p)
    to_light = (light - p).unit()
    shade = 0.05
    st, _ = nearest(scene, p, to_light)
    if st is None:
        shade += max(0.0, n.dot(to_light)) * obj.colour
        h = (to_light - direction).unit()
        shade += max(0.0, n.dot(h)) ** 20 * obj.shine
    if depth > 0 and obj.shine > 0.3:
        r = direction - n.scale(2 * direction.dot(n))
        shade += 0.3 * trace(scene, light, p, r.unit(), depth - 1)
    return shade


def bench():
    scene = [
        Sphere(Vec(0.0, 1.0, 5.0), 1.0, 0.8, 0.6),
        Sphere(Vec(-2.0, 0.7, 6.0), 0.7, 0.5, 0.2),
        Sphere(Vec(1.8, 0.5, 4.0), 0.5, 0.9, 0.9),
        Plane(0.0, 0.6),
    ]
    light = Vec(-3.0, 5.0, 0.0)
    eye = Vec(0.0, 1.0, 0.0)
    w = h = 180
    total = 0.0
    for j in range(h):
        for i in range(w):
            d = Vec((i - w / 2) / w, (h / 2 - j) / h, 1.0).unit()
            total += trace(scene, light, eye, d, 2)
    return round(total, 6)
