import random

random.seed(42)
print([random.random() for _ in range(3)], random.randint(1, 100), random.randrange(10), random.randrange(5, 50, 5), random.randrange(10, 0, -3))
print(random.choice("abcdef"), random.choice([1, 2, 3]), random.choice(range(100)), random.choice((7, 8)))
x = list(range(20)); random.shuffle(x); print(x)
print(random.sample(range(1000), 5), random.sample(["a", "b", "c", "d"], 2), random.sample("xyz", 3), random.sample(range(10), k=3, counts=None))
print(random.sample(["r", "g"], counts=[3, 2], k=4))
print(random.choices("abc", k=5), random.choices([1, 2, 3], weights=[10, 1, 1], k=4), random.choices("ab", cum_weights=[1, 5], k=3))
print(random.uniform(1, 10), random.triangular(), random.triangular(0, 10, 2), random.gauss(), random.gauss(5, 2), random.normalvariate(0, 1))
print(random.expovariate(1.5), random.betavariate(2, 3), random.gammavariate(0.5, 1), random.gammavariate(3, 2), random.paretovariate(2), random.weibullvariate(1, 2), random.vonmisesvariate(0, 4), random.lognormvariate(0, 0.5))
print(random.getrandbits(1), random.getrandbits(64), random.getrandbits(200), random.randbytes(7), random.randrange(2**100))
for s in [0, -5, 2**80, "hello", b"bytes", bytearray(b"ba"), 3.5, None]:
    random.seed(s)
    print(repr(s)[:10], random.random() if s is not None else "-", random.randint(0, 10**6) if s is not None else "-")
random.seed("abc", version=1); print(random.random())
random.seed(b"abc", version=1); print(random.random())
st = random.getstate()
a = [random.random() for _ in range(3)]
random.setstate(st)
print(a == [random.random() for _ in range(3)], st[0], len(st[1]), st[2])
random.seed(1); random.gauss(); st = random.getstate(); print(st[2] is not None)

class R(random.Random):
    def __init__(self, x):
        super().__init__(x)
        self.tag = "mine"

r = R(7)
print(r.tag, r.random(), r.randint(1, 6), isinstance(r, random.Random), type(r).__name__)
r1, r2 = random.Random(99), random.Random(99)
print(r1.random() == r2.random(), r1.choice("abc") == r2.choice("abc"), random.Random(5).sample(range(50), 4))
sr = random.SystemRandom()
v = sr.random(); print(0 <= v < 1, 1 <= sr.randint(1, 6) <= 6, len(sr.randbytes(4)), sr.seed(3))
for bad in ["random.choice([])", "random.sample({1, 2}, 1)", "random.sample([1, 2], 3)", "random.randrange(0)", "random.randrange(1, 1)",
            "random.randrange(1, 10, 0)", "random.seed([1])", "random.getrandbits(-1)", "random.choices([1, 2], [1])",
            "random.choices([1, 2], 3)", "random.choices([1], weights=[1], cum_weights=[1])", "random.randint(1)", "random.expovariate(0)",
            "random.SystemRandom().getstate()", "random.setstate((3, (1, 2), None))", "random.randrange(1, 5, step=0)", "random.sample([1, 2], k=-1)",
            "random.randbytes(-1)", "random.gammavariate(-1, 1)", "random.randrange(5, step=2)", 
            "random.shuffle((1, 2))", "random.sample([1,2], 1, counts=[1])", "random.choices([], k=2)"]:
    try:
        print(bad, "->", eval(bad))
    except Exception as e:
        print(bad, "!!", type(e).__name__, e)
