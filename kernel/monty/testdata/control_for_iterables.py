# for iterates any iterable: strings, dicts (keys), files of values, iterators.
for ch in "héllo":
    print(ch, end="|")
print()
d = {"b": 2, "a": 1, "c": 3}
for k in d:
    print(k, d[k], end="; ")
print()
for k, v in d.items():
    print(f"{k}={v}", end=" ")
print()
for i, ch in enumerate("xyz", start=1):
    print(i, ch, end=" ")
print()
for a, b in zip([1, 2, 3], "ab"):
    print(a, b, end=" ")
print()
it = iter([1, 2, 3, 4, 5])
for x in it:
    if x == 2:
        break
print("rest:", list(it))
for x in reversed(range(3)):
    print(x, end=" ")
print()
for b in b"AB":
    print(b, end=" ")
print()
for x in {3, 1, 2}:
    print(x, end=" ")
print()
