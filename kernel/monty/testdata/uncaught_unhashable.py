# Using a list as a dict key.
seen = {}
for item in [(1, 2), [3, 4]]:
    seen[item] = True
    print("stored", item)
