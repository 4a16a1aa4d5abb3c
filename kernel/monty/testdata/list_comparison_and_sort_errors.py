# List comparisons are lexicographic; mixed types fail only when compared.
print([1, 2, 3] < [1, 2, 4], [1, 2] < [1, 2, 0], [2] > [1, 99, 99], [] == [], [[1]] < [[2]])
print([1, "a"] == [1, "a"], [1, "a"] < [2, 1], [1, 2] <= [1, 2], max([[1, 2], [1, 3], [0, 9]]))
try:
    [1, "a"] < [1, 2]
except TypeError as e:
    print("TypeError:", e)
print(sorted([[3, "c"], [1, "a"], [3, "b"]]), sorted([(2, None), (1, None)]))
try:
    sorted([(1, None), (1, None)])
    print("equal first items and None compare only if needed: no compare of None happened")
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([(1, None), (1, 2)])
except TypeError as e:
    print("TypeError:", e)
