# Float literal forms and float() parsing agree.
print(1., .5, 1e3, 1E-3, 1_000.000_1, 0e0, 00.5, 1e308 * 10, 0x10 * 1.0, 3.14j.imag)
for s in ["1.", ".5", "1e3", "1E-3", "1_000.000_1", "0e0", "00.5", " +1.5 ", "-.5e-2", "inf", "+Infinity", "nan"]:
    print(repr(s), float(s))
for src in ["1.e", "1e", ".e1", "1._5"]:
    try:
        eval(src)
    except SyntaxError as e:
        print(repr(src), "SyntaxError:", e.msg)
