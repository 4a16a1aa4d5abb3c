# Aggregation of records: dicts in lists, grouped and summed.
def bench():
    cities = ["Paris", "Lyon", "Nice", "Lille", "Brest"]
    records = []
    for i in range(40000):
        records.append({"id": i, "city": cities[i % 5], "amount": (i * 37) % 1000, "qty": i % 13})
    totals = {}
    counts = {}
    for r in records:
        c = r["city"]
        totals[c] = totals.get(c, 0) + r["amount"] * r["qty"]
        counts[c] = counts.get(c, 0) + 1
    big = [r for r in records if r["amount"] > 900]
    return sorted(totals.items()), counts, len(big)
