# list.sort and sorted: stability, key, reverse, and comparison errors.
people = [("ann", 30), ("bob", 25), ("cy", 30), ("dee", 25), ("eve", 35)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
by_age_then_name_desc = sorted(sorted(people, key=lambda p: p[0], reverse=True), key=lambda p: p[1])
print(by_age_then_name_desc)
words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=lambda w: (len(w), w)))
nums = [5, -3, 2, -8, 0]
nums.sort(key=abs)
print(nums)
nums.sort(reverse=True)
print(nums)
print(sorted("hello"), sorted({3: 0, 1: 0}), sorted((2, 1)), sorted([]), sorted([1], key=None))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
try:
    [3, None].sort()
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([1], lambda x: x)
except TypeError as e:
    print("TypeError:", e)
class Item:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f"I{self.v}"
print(sorted([Item(3), Item(1), Item(2)]))
print(sorted([[2, "b"], [1, "z"], [2, "a"]]), sorted([(1, 2), (1,), ()]))
floats = [2.5, float("-inf"), 1, True, 0.5]
print(sorted(floats))
data = [1, 2, 3]
try:
    data.sort(key=lambda x: (data.append(x), x)[1])
except ValueError as e:
    print("ValueError:", e)
