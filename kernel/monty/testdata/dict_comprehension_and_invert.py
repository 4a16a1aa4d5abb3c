# Dict comprehensions: filtering, inverting, merging, nested, conditional values.
scores = {"ann": 88, "bob": 72, "cy": 95, "dee": 72}
print({k: v for k, v in scores.items() if v >= 80})
print({v: k for k, v in scores.items()})
inv = {}
for k, v in scores.items():
    inv.setdefault(v, []).append(k)
print(inv)
print({k: ("pass" if v >= 75 else "fail") for k, v in scores.items()})
print({k.upper(): v + 1 for k, v in sorted(scores.items(), key=lambda kv: kv[1])})
print({(i, j): i * j for i in range(3) for j in range(3) if i <= j})
print({c: "abc".index(c) for c in "cab"}, dict.fromkeys("aab", 0))
print({**scores, **{"eve": 60}}, scores | {"ann": 0}, {k: scores[k] for k in sorted(scores)[:2]})
