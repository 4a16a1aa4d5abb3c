# An error in a sort key lambda, called from inside sorted().
people = [{"name": "a", "age": 3}, {"name": "b"}]
# %% cell
sorted(people, key=lambda p: p["age"])
# %% cell
sorted(people, key=lambda p: p.get("age", 0))
