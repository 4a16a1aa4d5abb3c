# Sorting records: by a key function, by itemgetter, several keys, and
# stable multi-pass sorts.
from operator import itemgetter, attrgetter

records = [{"name": "user%05d" % ((i * 7919) % 20000), "age": (i * 31) % 90, "score": ((i * 17) % 1000) / 10}
           for i in range(20000)]
pairs = [(r["age"], r["name"]) for r in records]


def bench():
    a = sorted(records, key=lambda r: r["score"])
    b = sorted(records, key=itemgetter("age", "name"))
    c = sorted(records, key=lambda r: (-r["age"], r["name"]))
    d = sorted(pairs, reverse=True)
    e = list(records)
    e.sort(key=itemgetter("name"))
    e.sort(key=itemgetter("age"))
    return a[0]["name"], b[0]["name"], c[0]["name"], d[0], e[0]["name"]
