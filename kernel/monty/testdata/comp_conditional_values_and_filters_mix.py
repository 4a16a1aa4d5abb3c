# if-else in the value part vs if in the filter part; both together.
nums = range(-3, 4)
print([n if n > 0 else 0 for n in nums], [n for n in nums if n > 0], [n * 2 if n % 2 else n for n in nums if n])
print({n: ("even" if n % 2 == 0 else "odd") for n in range(4)}, {abs(n) for n in nums if n})
