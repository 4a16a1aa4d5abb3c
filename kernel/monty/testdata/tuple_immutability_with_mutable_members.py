# A tuple's identity and length are fixed, but mutable members can change; hashing then fails.
t = ([1], {"a": 1})
t[0].append(2)
t[1]["b"] = 2
print(t, len(t))
try:
    hash(t)
except TypeError as e:
    print("TypeError:", e)
try:
    t[0] += [3]
except TypeError as e:
    print("TypeError:", e)
print(t)
