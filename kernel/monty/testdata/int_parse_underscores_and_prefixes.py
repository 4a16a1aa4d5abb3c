# Underscore and prefix rules in int literals and int() parsing.
print(1_000, 0x_FF, 0o_17, 0b_1010, 1_0.5, 1_2e1_0)
for s in ["1_000", "0x_ff", "0_0", "00", "0_", "1__2", "_1", "0b_1", "0x", "0o8", "+_1", "1_000_000"]:
    try:
        print(repr(s), int(s, 0))
    except ValueError as e:
        print(repr(s), "ValueError:", e)
for src in ["0_", "1__0", "0x_", "1_e5", "09", "1e_5", "0b2"]:
    try:
        eval(src)
    except SyntaxError as e:
        print(repr(src), "SyntaxError:", e.msg)
