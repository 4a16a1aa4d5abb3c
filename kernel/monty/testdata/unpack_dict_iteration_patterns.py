# Common dict iteration and unpacking idioms.
inventory = {"apples": 3, "pears": 0, "kiwis": 12}
for name, count in sorted(inventory.items(), key=lambda kv: -kv[1]):
    print(f"{name:>6}: {count}")
print({k: v for k, v in inventory.items() if v}, [k for k in inventory if k.endswith("s")])
merged = {**inventory, "pears": 5, "plums": 1}
print(merged, list(merged.keys())[-1])
inverted = {v: k for k, v in inventory.items()}
print(inverted)
totals = {}
for word in "the cat and the hat and the bat".split():
    totals[word] = totals.get(word, 0) + 1
print(totals, max(totals, key=totals.get), sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))
grouped = {}
for w in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    grouped.setdefault(w[0], []).append(w)
print(grouped)
a, b = {"x": 1, "y": 2}.values()
(k1, v1), (k2, v2) = {"x": 1, "y": 2}.items()
print(a, b, k1, v1, k2, v2)
print(dict(sorted(inventory.items())), dict(reversed(list(inventory.items()))))
