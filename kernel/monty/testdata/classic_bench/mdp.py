# A Markov decision process solved by value iteration in exact arithmetic:
# states are tuples, probabilities and values Fractions, and the value
# table is a dict keyed by states (so tuples of Fractions are hashed).
from fractions import Fraction


def model(size):
    states = [(x, y) for x in range(size) for y in range(size)]
    goal = (size - 1, size - 1)
    moves = {"R": (1, 0), "L": (-1, 0), "U": (0, 1), "D": (0, -1)}
    slip = Fraction(1, 10)

    def step(s, d):
        nx, ny = s[0] + d[0], s[1] + d[1]
        return (nx, ny) if 0 <= nx < size and 0 <= ny < size else s

    trans = {}
    for s in states:
        for a, d in moves.items():
            outcomes = {}
            for b, e in moves.items():
                p = 1 - 3 * slip if a == b else slip
                t = step(s, e)
                outcomes[t] = outcomes.get(t, 0) + p
            trans[s, a] = sorted(outcomes.items())
    return states, goal, moves, trans


def solve(size, rounds):
    states, goal, moves, trans = model(size)
    gamma = Fraction(9, 10)
    value = {s: Fraction(0) for s in states}
    for _ in range(rounds):
        new = {}
        for s in states:
            if s == goal:
                new[s] = Fraction(0)
                continue
            best = None
            for a in moves:
                q = sum(p * (-1 + gamma * value[t]) for t, p in trans[s, a])
                if best is None or q > best:
                    best = q
            new[s] = best
        value = new
    seen = {(s, value[s]) for s in states}
    return value[(0, 0)], len(seen)


def bench():
    v, n = solve(7, 36)
    return float(v), n, v.denominator.bit_length()
