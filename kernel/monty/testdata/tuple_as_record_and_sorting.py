# Tuples as lightweight records: unpacking in loops, sorting by fields, max/min.
people = [("ann", 31, "nyc"), ("bob", 25, "sf"), ("cy", 31, "la"), ("dee", 19, "nyc")]
for name, age, city in sorted(people, key=lambda p: (-p[1], p[0])):
    print(f"{name:<4}{age:>3} {city}")
oldest = max(people, key=lambda p: p[1])
youngest = min(people, key=lambda p: p[1])
print(oldest, youngest, sorted({p[2] for p in people}), [p[0] for p in people if p[2] == "nyc"])
by_city = {}
for name, _, city in people:
    by_city.setdefault(city, []).append(name)
print(by_city)
