# iter(callable, sentinel) and next with defaults.
values = iter([3, 2, 1, 0, 5])
print(list(iter(lambda: next(values), 0)))
count = 0
def tick():
    global count
    count += 1
    return count
print(list(iter(tick, 4)))
lines = ["a", "b", "", "c"]
pos = iter(lines)
print([l for l in iter(pos.__next__, "")])
it = iter([1])
print(next(it), next(it, None), next(it, "still done"))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", repr(e))
try:
    iter(5, 0)
except TypeError as e:
    print("TypeError:", e)
i = iter([1, 2])
print(iter(i) is i, list(i), list(i))
s = iter(lambda: 1, 1)
print(list(s))
