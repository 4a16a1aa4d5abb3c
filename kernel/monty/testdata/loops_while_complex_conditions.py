# while loops with compound conditions, walrus, and else.
data = [3, 1, 4, 1, 5, 9, 2, 6]
i = 0
total = 0
while i < len(data) and total + data[i] <= 10:
    total += data[i]
    i += 1
print(i, total)
stack = [1, [2, [3, [4]]]]
depth = 0
while isinstance(stack, list) and len(stack) > 1:
    stack = stack[1]
    depth += 1
print(depth, stack)
n = 27
steps = 0
while (n := n // 2 if n % 2 == 0 else 3 * n + 1) != 1:
    steps += 1
print(steps)
a, b = 1071, 462
while b:
    a, b = b, a % b
else:
    print("gcd", a)
