# Counter and defaultdict aggregation of records.
from collections import Counter, defaultdict

words = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu " * 10).split()
records = [{"user": "u%d" % (i % 500), "kind": words[i % len(words)], "amount": i % 97}
           for i in range(20000)]


def bench():
    c = Counter(r["kind"] for r in records)
    c2 = Counter()
    for r in records:
        c2[r["user"]] += 1
    by_user = defaultdict(list)
    totals = defaultdict(int)
    for r in records:
        by_user[r["user"]].append(r["amount"])
        totals[r["kind"]] += r["amount"]
    c3 = Counter(words * 200)
    top = c2.most_common(10)
    both = c + c3
    return len(c), top[0], len(by_user), sum(totals.values()), len(both)
