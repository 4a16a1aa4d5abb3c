# Assignment to chained attributes and subscripts evaluates the container chain first.
class N:
    def __init__(self): self.child = None; self.items = {}
root = N()
root.child = N()
root.child.child = N()
root.child.child.items["k"] = [1, 2]
root.child.child.items["k"][1] = "two"
print(root.child.child.items)
data = {"a": [{"b": {}}]}
data["a"][0]["b"]["c"] = "deep"
data["a"].append(data["a"][0]["b"])
print(data)
