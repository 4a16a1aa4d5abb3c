# N-body: five bodies under gravity, advanced with a fixed time step
# (symplectic Euler), energy computed before and after.
PI = 3.141592653589793
MASS = 4 * PI * PI
YEAR = 365.24


def make_system():
    # (position, velocity, mass): a heavy centre and four orbiting bodies.
    bodies = [
        ([0.0, 0.0, 0.0], [0.0, 0.0, 0.0], MASS),
        ([5.1, -1.2, -0.1], [0.6 * YEAR / 365, 2.7 * YEAR / 365, -0.02], MASS / 1050),
        ([8.4, 4.2, -0.4], [-1.0 * YEAR / 365, 1.9 * YEAR / 365, 0.01], MASS / 3500),
        ([12.9, -15.1, -0.2], [1.1 * YEAR / 365, 0.9 * YEAR / 365, -0.01], MASS / 22900),
        ([15.4, -25.9, 0.2], [1.0 * YEAR / 365, 0.6 * YEAR / 365, -0.03], MASS / 19400),
    ]
    # Give the centre the momentum that makes the total zero.
    p = [0.0, 0.0, 0.0]
    for _, v, m in bodies:
        for i in range(3):
            p[i] += v[i] * m
    for i in range(3):
        bodies[0][1][i] = -p[i] / MASS
    return bodies


def pairs(bodies):
    return [(bodies[i], bodies[j]) for i in range(len(bodies)) for j in range(i + 1, len(bodies))]


def advance(bodies, body_pairs, dt, steps):
    for _ in range(steps):
        for (r1, v1, m1), (r2, v2, m2) in body_pairs:
            dx = r1[0] - r2[0]
            dy = r1[1] - r2[1]
            dz = r1[2] - r2[2]
            d2 = dx * dx + dy * dy + dz * dz
            mag = dt / (d2 * d2 ** 0.5)
            b1 = m1 * mag
            b2 = m2 * mag
            v1[0] -= dx * b2
            v1[1] -= dy * b2
            v1[2] -= dz * b2
            v2[0] += dx * b1
            v2[1] += dy * b1
            v2[2] += dz * b1
        for r, v, _ in bodies:
            r[0] += dt * v[0]
            r[1] += dt * v[1]
            r[2] += dt * v[2]


def energy(bodies, body_pairs):
    e = 0.0
    for (r1, _, m1), (r2, _, m2) in body_pairs:
        d = sum((a - b) ** 2 for a, b in zip(r1, r2)) ** 0.5
        e -= m1 * m2 / d
    for _, v, m in bodies:
        e += m * (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]) / 2
    return e


def bench():
    bodies = make_system()
    bp = pairs(bodies)
    before = energy(bodies, bp)
    advance(bodies, bp, 0.01, 60000)
    return round(before, 9), round(energy(bodies, bp), 9)
