# N-queens by brute force over permutations: a placement is a solution when
# the queens' diagonals are all distinct (sets built from generator
# expressions, as the classic version does).


def permutations(items):
    if len(items) <= 1:
        yield tuple(items)
        return
    for i in range(len(items)):
        rest = items[:i] + items[i + 1 :]
        for tail in permutations(rest):
            yield (items[i],) + tail


def solutions(n):
    cols = list(range(n))
    for rows in permutations(cols):
        if n == len(set(rows[i] + i for i in cols)) == len(set(rows[i] - i for i in cols)):
            yield rows


def bench():
    found = list(solutions(9))
    return len(found), found[0], found[-1]
