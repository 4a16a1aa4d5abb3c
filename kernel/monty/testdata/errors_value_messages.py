# ValueError (and LookupError, OverflowError) messages from conversions and methods.
cases = ["int('')", "int('0x', 16)", "float('x1')", "complex('1+')", "'abc'.index('z')", "[1].index(2)",
         "(1,).index(2)", "'abc'.split('')", "chr(-5)", "range(1, 2, 0)", "'{:d}'.format('x')",
         "int('9' * 5, 8)", "bytes.fromhex('0')", "[1, 2].remove(3)", "'abc'.rindex('d')",
         "b'abc'.index(b'z')", "bytearray(b'a').index(98)", "'a'.encode('nope')", "b'x'.decode('nope')",
         "int('1' * 5000)", "list(zip([1], [], strict=True))", "slice(1, 2, 0).indices(1)", "(1).to_bytes(-1, 'big')",
         "float('nan').as_integer_ratio()", "int.from_bytes(b'x', 'middle')", "pow(2, -1, 4)",
         "'{0}{}'.format(1, 2)", "bytes(-1)", "[1] * (2 ** 100)", "'x' * (2 ** 100)", "(2.0).as_integer_ratio()"]
for c in cases:
    try:
        print(f"{c} -> ok: {eval(c)!r}")
    except (ValueError, LookupError, OverflowError, MemoryError) as e:
        print(f"{c} -> {type(e).__name__}: {e}")
