# Modifying a set while iterating over a copy is fine; over the set itself it raises.
s = {1, 2, 3, 4, 5, 6}
for x in set(s):
    if x % 2:
        s.discard(x)
print(sorted(s))
try:
    for x in s:
        s.discard(x)
except RuntimeError as e:
    print("RuntimeError:", e)
t = {1, 2, 3}
removed = [t.pop() for _ in range(len(t))]
print(sorted(removed), t)
