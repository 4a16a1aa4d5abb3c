# Parallel assignment evaluates the whole right side before storing.
a, b, c = 1, 2, 3
a, b, c = c, a, b
print(a, b, c)
lst = [10, 20, 30]
lst[0], lst[2] = lst[2], lst[0]
print(lst)
# a classic pitfall: the index is re-read after the first store
arr = [1, 0]
i = 0
i, arr[i] = 1, 99
print(i, arr)
# fibonacci by parallel assignment
x, y = 0, 1
out = []
for _ in range(12):
    out.append(x)
    x, y = y, x + y
print(out)
