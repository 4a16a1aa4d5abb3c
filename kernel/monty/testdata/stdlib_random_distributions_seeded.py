# Seeded random distributions give CPython's exact values.
import random
random.seed(2024)
print([round(f(), 12) for f in (random.random, lambda: random.uniform(-1, 1), lambda: random.gauss(10, 2), lambda: random.normalvariate(0, 1),
                                 lambda: random.expovariate(1.5), lambda: random.betavariate(2, 3), lambda: random.gammavariate(2, 1),
                                 lambda: random.lognormvariate(0, 1), lambda: random.vonmisesvariate(0, 1), lambda: random.paretovariate(3),
                                 lambda: random.weibullvariate(1, 2), lambda: random.triangular(0, 10, 3))])
random.seed(1)
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:8], random.sample(deck, 4), random.choices(deck, cum_weights=list(range(1, 53)), k=3))
