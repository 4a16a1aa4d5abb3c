# zip stops at the shortest; strict mode reports mismatch; manual padding.
a, b, c = [1, 2, 3], "ab", (True,)
print(list(zip(a, b)), list(zip(a, b, c)), list(zip(a)), list(zip()))
def zip_longest(*its, fill=None):
    its = [list(i) for i in its]
    n = max(map(len, its), default=0)
    return [tuple(i[k] if k < len(i) else fill for i in its) for k in range(n)]
print(zip_longest(a, b, fill="-"))
for args in [(a, b), (b, a), (a, a, c)]:
    try:
        print(list(zip(*args, strict=True)))
    except ValueError as e:
        print("ValueError:", e)
it = iter(range(5))
print(list(zip(it, it)), list(it))
