# int / int is correctly rounded even for huge operands.
print(10 ** 30 / 3, (10 ** 30 + 1) / 10 ** 30, 2 ** 1000 / 2 ** 999, (2 ** 53 + 1) / 1, 1 / 3)
print(7 / 2, -7 / 2, 10 ** 17 / 10 ** 16, 123456789123456789 / 1000)
print(3 ** 400 / 3 ** 398, (10 ** 100 + 1) / (10 ** 99), -(10 ** 20) / 7)
try:
    (10 ** 400) / 3
except OverflowError as e:
    print("OverflowError:", e)
