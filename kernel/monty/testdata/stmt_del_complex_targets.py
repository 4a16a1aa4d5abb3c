# del with nested targets, slices with steps, list of targets, and in loops.
data = {"a": [1, 2, 3, 4, 5, 6], "b": {"x": 1, "y": 2}}
del data["a"][::2], data["b"]["x"]
print(data)
lst = list(range(10))
del lst[1], lst[1]
print(lst)
del lst[-2:], lst[0]
print(lst)
class O: pass
o = O()
o.a, o.b = 1, 2
del o.a, o.b
print(vars(o))
names = {"k%d" % i: i for i in range(5)}
for k in [k for k in names if names[k] % 2]:
    del names[k]
print(names)
[p, q] = 1, 2
del [p, q]
print("p" in dir(), "q" in dir())
