import secrets, random
print(sorted(secrets.__all__))
print(secrets.SystemRandom is random.SystemRandom, isinstance(secrets.SystemRandom(), random.Random))
r = secrets.SystemRandom()
print(0 <= r.random() < 1, 1 <= r.randint(1, 6) <= 6, sorted(r.sample(range(10), 10)) == list(range(10)))
xs = list(range(20))
r.shuffle(xs)
print(sorted(xs) == list(range(20)), 0 <= r.uniform(0, 1) <= 1, r.choice('q'))
print(callable(secrets.randbits), callable(secrets.choice), callable(secrets.randbelow))
