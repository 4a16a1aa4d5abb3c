import random
r = random.Random(5)
cases = [(1, 3), (2, 3), (-7, 2), (10**400, 3**700), (3**700, 10**400), (1, 10**330), (1, 10**320), (5, 2**1075), (3, 2**1075), (1, 2**1076), (2**1074, 2**2148), (10**308 * 17, 10), (2**1024 - 2**970, 1), (2**1024-2**969, 1), (-(10**50), 7**40), (0, -5), (10**(10**4), 7**(10**4) + 1)]
for i in range(300):
    a = r.getrandbits(r.randrange(1, 2500)) * r.choice([1, -1])
    b = r.getrandbits(r.randrange(1, 2500)) + 1
    cases.append((a, b))
for a, b in cases:
    try:
        print(repr(a / b))
    except OverflowError as e:
        print("OverflowError", e)
