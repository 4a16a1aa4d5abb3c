# Independent Random instances, seeding with ints/bytes/str, and randrange edge cases.
import random
a, b = random.Random(5), random.Random(5)
print([a.randint(0, 9) for _ in range(8)] == [b.randint(0, 9) for _ in range(8)])
for seed in [0, -5, 2 ** 80, b"bytes", "text", 3.5 if False else 7]:
    r = random.Random(seed)
    print(repr(seed)[:12], r.random(), r.randrange(1000), r.choice("xyz"))
r = random.Random(11)
print([r.randrange(10, 0, -3) for _ in range(5)], [r.randrange(-5, 5) for _ in range(5)], r.getrandbits(1), r.getrandbits(100))
