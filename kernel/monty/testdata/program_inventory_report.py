# Aggregating records: grouping, totals, averages, formatted report lines.
sales = [
    ("2024-01-03", "north", "widget", 3, 9.99),
    ("2024-01-03", "south", "gadget", 1, 24.50),
    ("2024-01-04", "north", "gadget", 2, 24.50),
    ("2024-01-05", "east", "widget", 10, 9.49),
    ("2024-01-05", "north", "widget", 1, 9.99),
    ("2024-01-06", "south", "doohickey", 7, 3.25),
]
by_region, by_product = {}, {}
for date, region, product, qty, price in sales:
    amount = qty * price
    by_region[region] = by_region.get(region, 0) + amount
    p = by_product.setdefault(product, {"qty": 0, "revenue": 0.0})
    p["qty"] += qty
    p["revenue"] += amount
print(f"{'region':<8}{'revenue':>10}")
for region, total in sorted(by_region.items(), key=lambda kv: -kv[1]):
    print(f"{region:<8}{total:>10.2f}")
for product, stats in sorted(by_product.items()):
    avg = stats["revenue"] / stats["qty"]
    print(f"{product:<10} qty={stats['qty']:>3} revenue={stats['revenue']:>8.2f} avg={avg:.3f}")
days = sorted({s[0] for s in sales})
print(days[0], "to", days[-1], len(days), "days;", sum(s[3] for s in sales), "units")
