# sort returns None and sorts in place; sorted copies; key called once per item.
l = [3, 1, 2]
r = l.sort()
print(r, l)
calls = []
def key(x):
    calls.append(x)
    return -x
data = [5, 3, 8, 1]
s = sorted(data, key=key)
print(s, data, calls)
words = ["b", "A", "c", "B", "a"]
words.sort(key=str.lower)
print(words)
words.sort(key=str.lower, reverse=True)
print(words)
nested = [[3, "c"], [1, "a"], [2, "b"]]
nested.sort(key=lambda p: p[1], reverse=True)
print(nested)
l = []
l.sort()
print(l, sorted([1]), sorted([2, 1], key=None, reverse=False))
