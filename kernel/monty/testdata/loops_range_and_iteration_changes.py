# Changing a range's source or loop variable does not change iteration; dicts forbid size changes.
n = 3
for i in range(n):
    n = 10
    print(i, end=" ")
print()
items = [1, 2, 3]
for x in items[:]:
    items.append(x * 10)
print(items)
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print("RuntimeError:", e)
d = {"a": 1}
try:
    for k in d:
        d.pop(k)
        d["b"] = 2
except RuntimeError as e:
    print("RuntimeError:", e)
d = {"a": 1, "b": 2}
for k in list(d):
    d[k + k] = d.pop(k)
print(d)
count = 0
lst = [0]
for v in lst:
    count += 1
    if count < 5:
        lst.append(count)
print(lst, count)
