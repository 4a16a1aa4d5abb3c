# if/elif/else chains and truthiness of common values.
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    else:
        return "large"
print([classify(n) for n in (-5, 0, 3, 99)])
for v in [0, 1, -1, 0.0, 0.5, "", "a", [], [0], (), {}, {0: 0}, set(), None, range(0), range(1), 0j, b"", bytearray()]:
    if v:
        print(repr(v), "truthy")
    else:
        print(repr(v), "falsy")
x = 5
if x > 3: print("one-line if")
if x: pass
elif x < 0: print("never")
if not x: print("no")
else: print("else branch")
