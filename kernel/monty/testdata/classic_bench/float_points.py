# Float arithmetic on many small objects: points made from sines and
# cosines, normalised, then the componentwise maximum.
from math import cos, sin, sqrt


class Point:
    def __init__(self, i):
        self.x = x = sin(i)
        self.y = cos(i) * 3
        self.z = (x * x) / 2

    def normalize(self):
        norm = sqrt(self.x * self.x + self.y * self.y + self.z * self.z)
        self.x /= norm
        self.y /= norm
        self.z /= norm

    def maximize(self, other):
        self.x = max(self.x, other.x)
        self.y = max(self.y, other.y)
        self.z = max(self.z, other.z)
        return self


def bench():
    points = [Point(i) for i in range(150000)]
    for p in points:
        p.normalize()
    best = points[0]
    for p in points[1:]:
        best = best.maximize(p)
    return round(best.x, 9), round(best.y, 9), round(best.z, 9)
