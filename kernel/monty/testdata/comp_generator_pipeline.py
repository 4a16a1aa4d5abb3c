# Chained generator expressions and builtins consuming them.
records = [
    {"name": "ann", "dept": "eng", "salary": 120},
    {"name": "bob", "dept": "ops", "salary": 90},
    {"name": "cy", "dept": "eng", "salary": 100},
    {"name": "dee", "dept": "ops", "salary": 95},
    {"name": "eve", "dept": "sales", "salary": 70},
]
eng = (r for r in records if r["dept"] == "eng")
names = (r["name"].title() for r in eng)
print(", ".join(names))
print(sum(r["salary"] for r in records), max(r["salary"] for r in records))
print(any(r["salary"] > 110 for r in records), all(r["salary"] > 60 for r in records))
by_dept = {}
for r in records:
    by_dept.setdefault(r["dept"], []).append(r["salary"])
print({d: sum(s) / len(s) for d, s in by_dept.items()})
print(sorted((r["salary"], r["name"]) for r in records))
print(min(records, key=lambda r: r["salary"])["name"])
print(dict((r["name"], r["dept"]) for r in records if r["salary"] >= 95))
print(list(zip(*[(r["name"], r["salary"]) for r in records[:3]])))
