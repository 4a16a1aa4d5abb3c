# copy() is shallow; fromkeys shares the value object; dict(d) copies too.
orig = {"list": [1], "n": 1}
c1, c2, c3 = orig.copy(), dict(orig), {**orig}
orig["list"].append(2)
orig["n"] = 99
print(c1, c2, c3)
shared = dict.fromkeys(["a", "b"], [])
shared["a"].append("x")
print(shared, shared["a"] is shared["b"])
fresh = {k: [] for k in ["a", "b"]}
fresh["a"].append("x")
print(fresh)
