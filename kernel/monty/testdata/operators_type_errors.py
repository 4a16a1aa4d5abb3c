# TypeError messages for unsupported operand types.
cases = ["1 + 'a'", "'a' + 1", "[1] + (1,)", "{} + {}", "None + 1", "1 - 'a'", "'a' * 'b'",
         "[1] * 1.5", "'ab' - 'a'", "{1} + {2}", "1 / 'x'", "1 // []", "'x' % 1 % 2",
         "2 ** 'x'", "1 @ 2", "[] < 1", "None < None", "1 & 1.0", "b'a' + 'a'", "(1,) + [1]",
         "'a' < 1", "{} > {}", "len(5)", "f()", "'abc'[fl]", "[][none]", "{}[[]]", "hash([])"]
f, fl, none = 5, 1.0, None
for c in cases:
    try:
        eval(c)
        print(c, "-> ok")
    except Exception as e:
        print(f"{c:12} -> {type(e).__name__}: {e}")
