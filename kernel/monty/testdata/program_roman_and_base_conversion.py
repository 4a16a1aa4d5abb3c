# Roman numerals and base conversions both ways.
ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
def to_roman(n):
    out = ""
    for value, sym in ROMAN:
        count, n = divmod(n, value)
        out += sym * count
    return out
def from_roman(s):
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals[b] > v else v
    return total
nums = [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]
romans = [to_roman(n) for n in nums]
print(romans, [from_roman(r) for r in romans] == nums)
def to_base(n, b):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign, n, out = "-" if n < 0 else "", abs(n), []
    while n:
        n, r = divmod(n, b)
        out.append(digits[r])
    return sign + "".join(reversed(out))
for n in [0, 255, -255, 2 ** 40, 123456789]:
    print(n, [to_base(n, b) for b in (2, 8, 16, 36)], all(int(to_base(n, b), b) == n for b in range(2, 37)))
