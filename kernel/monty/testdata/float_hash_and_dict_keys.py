# Equal floats and ints share dict slots; nan keys are only found by identity.
d = {}
d[0.5] = "half"
d[1] = "one"
d[1.0] = "one again"
nan = float("nan")
d[nan] = "nan"
d[float("nan")] = "another nan"
print(len(d), d[1], d[0.5], d[nan])
print(sorted(v for v in d.values()))
