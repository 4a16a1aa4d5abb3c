# int() and float() argument forms: base keyword, strings with signs/spaces, objects, errors.
print(int(), int(0), int("  -0b101  ", 0), int("12", base=3), int(b" 42 "), int("٣"), int("１２"))
print(float(), float(" -1.5e-3 "), float("1_000"), float("INF"), float("-nAn"), float(b"2.5"), float("١٫٥".replace("٫", ".")))
class F:
    def __float__(self): return 2.5
class I:
    def __int__(self): return 7
print(float(F()), int(I()), int(F.__float__(F())), float(I.__int__(I())))
for bad in ["int('1', 16, 2)", "int(base=10)", "float('1', '2')", "int('', 0)", "float('_1')", "float('1__0')"]:
    try:
        print(eval(bad))
    except (TypeError, ValueError) as e:
        print(bad, type(e).__name__ + ":", e)
