# Hand-written sorting algorithms agree with sorted().
def bubble(a):
    a = a[:]
    for i in range(len(a)):
        for j in range(len(a) - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
    return a
def insertion(a):
    a = a[:]
    for i in range(1, len(a)):
        key, j = a[i], i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
    return a
def merge_sort(a):
    if len(a) <= 1:
        return a
    mid = len(a) // 2
    left, right = merge_sort(a[:mid]), merge_sort(a[mid:])
    out = []
    while left and right:
        out.append(left.pop(0) if left[0] <= right[0] else right.pop(0))
    return out + left + right
def quick(a):
    if len(a) <= 1:
        return a
    pivot, *rest = a
    return quick([x for x in rest if x < pivot]) + [pivot] + quick([x for x in rest if x >= pivot])
data = [5, 3, 9, 1, 5, 8, 2, 7, 0, -4, 12, 3]
for f in (bubble, insertion, merge_sort, quick):
    print(f.__name__, f(data), f(data) == sorted(data))
print(data)
