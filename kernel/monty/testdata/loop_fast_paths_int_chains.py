# The loop's int chains (an int result feeding the next operator is not
# boxed) must give what the general operations give: results past the
# machine int and back, the floor semantics of // and % with negative
# operands, division by zero and negative shifts in the middle of a chain,
# an int / int going on as floats, and bools and floats mixed in.


def chains(a, b, c):
    out = []
    out.append((a * a) % 7 + c)
    out.append(c + (a * b) % 7)
    out.append(a * b * c * 1000003)
    out.append(a * a * a * a * a)
    out.append((a - b) // 3 - c)
    out.append(c - (a - b) % -5)
    out.append((a << 20) ^ b | c & 0xFF)
    out.append((a >> 2) + (b << 3) - 1)
    out.append(a * 4611686018427387904 + 1)
    out.append(-a * 4611686018427387904 - 4611686018427387904 - 1)
    out.append(a // b - c)
    out.append(a / b - c * 0.5)
    out.append(c / (a + 1) + 2)
    out.append((a + b) * (a - b) % 1000000007)
    out.append(True + a * 3)
    out.append(a * 3 + True)
    out.append(a * 3 + 0.25)
    x = a
    x += b * c
    x -= b * 7 % 3
    x ^= c << 1
    x //= 2
    out.append(x)
    return out


for a, b, c in [(7, 3, 5), (-7, 3, -5), (300000, 299999, 12345), (2**31 - 1, 2**31, -2**31),
                (2**62, -1, 3), (-2**63, -1, 1), (0, -9, 2**40), (9007199254740993, 3, 1)]:
    print(chains(a, b, c))

for a, b in [(5, 0), (0, 0), (-3, 0)]:
    for f in (lambda: a * 2 + a // b, lambda: (a + 1) % b * 3, lambda: a * 2 - a / b,
              lambda: (a * 3) << -1, lambda: 1 + (a * 3) >> -b - 1):
        try:
            print(f())
        except (ZeroDivisionError, ValueError) as e:
            print(type(e).__name__, e)

total = 0
for i in range(1, 3000):
    total += (i * i) % 7 - i // 3
    total ^= i << 1
print(total)
