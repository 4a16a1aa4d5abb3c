# abs, all, any, ascii, bin, oct, hex.
print(abs(-5), abs(5), abs(-2.5), abs(-0.0), abs(3 - 4j), abs(True), abs(-(10 ** 30)))
print(all([]), all([1, 2]), all([1, 0]), all("abc"), all([[]]), any([]), any([0, "", None]), any([0, 1]), any(x > 2 for x in range(4)))
print(ascii("héllo"), ascii(["é", 1]), ascii("\n"), ascii("😀"), ascii(b"\xff"))
print(bin(10), bin(-10), bin(0), oct(64), oct(-1), hex(3054), hex(-1), hex(2 ** 64))
for f in (abs, bin, hex, oct):
    try:
        f("x")
    except TypeError as e:
        print("TypeError:", e)
try:
    all(5)
except TypeError as e:
    print("TypeError:", e)
class A:
    def __abs__(self): return "abs!"
print(abs(A()))
