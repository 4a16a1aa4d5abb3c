# The key function is called once per element, even for one element.
calls = []
def key(x):
    calls.append(x)
    return -x

for data in ([], [3], [3, 1], [2, 2, 2]):
    calls.clear()
    print(sorted(data, key=key), calls)
    calls.clear()
    l = list(data)
    l.sort(key=key, reverse=True)
    print(l, calls)
    calls.clear()
    if data:
        print(min(data, key=key), max(data, key=key), calls)

def bad(x):
    raise ValueError("bad key %r" % (x,))
for data in ([], [1], [1, 2]):
    try:
        print(sorted(data, key=bad))
    except ValueError as e:
        print("ValueError", e)

# A key function mutating the list being sorted.
l = [1]
def grow(x):
    l.append(x)
    return x
try:
    l.sort(key=grow)
    print(l)
except ValueError as e:
    print("ValueError", e)
try:
    sorted([1], key=1)
except TypeError as e:
    print("TypeError", e)
