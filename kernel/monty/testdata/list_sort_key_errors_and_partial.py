# An exception in the key function leaves the list unchanged.
data = [3, "x", 1]
try:
    data.sort(key=lambda v: v + 0)
except TypeError as e:
    print("TypeError:", e)
print(data)
nums = [5, 2, 9]
try:
    nums.sort(key=lambda v: 1 / (v - 2))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(nums)
