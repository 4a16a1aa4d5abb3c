# A range can be iterated many times; its iterator only once.
r = range(3)
print(list(r), list(r), sum(r), [x for x in r if x], list(zip(r, r)))
it = iter(r)
print(list(it), list(it), next(iter(r)), len(r), r[-1])
print(list(map(lambda i: r[i], r)), list(reversed(r)), r == range(0, 3))
