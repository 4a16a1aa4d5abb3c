# The chaos game: an iterated function system (affine maps chosen with
# given weights by a seeded generator) plots a fractal into a grid.
import random

MAPS = [  # (a, b, c, d, e, f, weight): x' = a x + b y + e, y' = c x + d y + f
    (0.0, 0.0, 0.0, 0.16, 0.0, 0.0, 1),
    (0.85, 0.04, -0.04, 0.85, 0.0, 1.6, 85),
    (0.2, -0.26, 0.23, 0.22, 0.0, 1.6, 7),
    (-0.15, 0.28, 0.26, 0.24, 0.0, 0.44, 7),
]


class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def moved(self, m):
        a, b, c, d, e, f, _ = m
        return Point(a * self.x + b * self.y + e, c * self.x + d * self.y + f)


def bench():
    rng = random.Random(1234)
    weights = [m[6] for m in MAPS]
    size = 120
    grid = [[0] * size for _ in range(size)]
    p = Point(0.0, 0.0)
    for _ in range(150000):
        m = rng.choices(MAPS, weights)[0]
        p = p.moved(m)
        col = int((p.x + 2.75) / 5.5 * (size - 1))
        row = int(p.y / 10.1 * (size - 1))
        if 0 <= col < size and 0 <= row < size:
            grid[row][col] += 1
    lit = sum(1 for r in grid for v in r if v)
    return lit, max(max(r) for r in grid)
