# int() parsing: bases, prefixes, underscores, whitespace, and its error messages.
print(int("42"), int(" -42 "), int("+7"), int("1_000_000"), int("0"), int("-0"), int("00012"))
print(int("ff", 16), int("FF", 16), int("0xff", 16), int("0xff", 0), int("0o17", 0), int("0b101", 0), int("z", 36))
print(int("101", 2), int("777", 8), int("0b1_01", 0), int("\t12\n"), int("١٢٣"))
print(int(3.99), int(-3.99), int(1e20), int(True), int(b"12"), int(bytearray(b"-5")))
for s, base in [("", 10), ("12a", 10), ("1.5", 10), ("0x10", 10), ("1__0", 10), ("_1", 10), ("08", 0),
                ("2", 2), (" ", 10), ("0b", 0), ("- 1", 10), ("1e3", 10)]:
    try:
        int(s, base)
    except ValueError as e:
        print("ValueError:", e)
for bad in [(10, 37), (10, 1)]:
    try:
        int("1", bad[1])
    except ValueError as e:
        print("ValueError:", e)
try:
    int(12, 10)
except TypeError as e:
    print("TypeError:", e)
try:
    int(float("inf"))
except OverflowError as e:
    print("OverflowError:", e)
try:
    int(float("nan"))
except ValueError as e:
    print("ValueError:", e)
try:
    int(None)
except TypeError as e:
    print("TypeError:", e)
print(str(-123), str(10 ** 30), repr(7), format(255, "b"), bin(-5), oct(-8), hex(0), hex(-255))
big = 10 ** 4299
print(len(str(big)))
try:
    str(10 ** 4300)
except ValueError as e:
    print("ValueError:", e)
try:
    int("1" * 4301)
except ValueError as e:
    print("ValueError:", e)
print(len(hex(10 ** 5000)) > 4000)
