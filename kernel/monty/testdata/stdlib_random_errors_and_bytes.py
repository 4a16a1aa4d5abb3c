# random argument checks and randbytes/getrandbits with a seed.
import random
random.seed(0)
print(random.randbytes(8), random.getrandbits(64), random.choice([None]), random.sample([1, 2, 3], k=3) if True else 0)
for bad in [lambda: random.choice([]), lambda: random.randrange(0), lambda: random.sample([1], 2), lambda: random.randint(5, 1), lambda: random.choices([1], weights=[1, 2])]:
    try:
        bad()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
