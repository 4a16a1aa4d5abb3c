# Walrus in comprehension filters to avoid recomputation; scoping of the bound name.
def expensive(x):
    calls.append(x)
    return x * x - 10
calls = []
result = [y for x in range(6) if (y := expensive(x)) > 0]
print(result, calls, y)
data = ["10", "x", "25", "", "7"]
nums = [n for s in data if s.isdigit() and (n := int(s)) > 8]
print(nums, n)
pairs = {k: v for k in "abc" if (v := ord(k) - 96) % 2}
print(pairs, v)
print([last := i for i in range(3)], last)
