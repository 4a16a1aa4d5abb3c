# __lt__ drives sorted/min/max/list.sort; __eq__ drives in/index/count/remove.
log = []
class K:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        log.append(("lt", self.v, o.v))
        return self.v < o.v
    def __eq__(self, o):
        log.append(("eq", self.v, getattr(o, "v", o)))
        return isinstance(o, K) and self.v == o.v
    def __repr__(self): return f"K{self.v}"
items = [K(3), K(1), K(2)]
print(sorted(items), min(items), max(items))
print(len(log) > 0)
log.clear()
print(K(2) in items, items.index(K(2)), items.count(K(1)))
items.remove(K(1))
print(items, len(log) > 0)
log.clear()
print(sorted([K(1)]), log)
