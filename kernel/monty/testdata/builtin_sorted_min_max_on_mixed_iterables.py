# sorted/min/max over generators, dict views, sets, strings, and with key returning tuples.
d = {"pear": 3, "apple": 7, "fig": 7}
print(sorted(d), sorted(d.values()), sorted(d.items(), key=lambda kv: (-kv[1], kv[0])))
print(max(d, key=d.get), min(d, key=lambda k: (d[k], k)), max(d.items(), key=lambda kv: kv[1]))
print(sorted(x % 5 for x in range(12)), min({4, 2, 9}), max("hello"), sorted("Hello", key=str.lower))
print(max([], default="empty"), min((x for x in []), default=0), max(3, 3.0), max(3.0, 3))
