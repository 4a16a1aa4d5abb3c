# TypeError messages from calling builtins wrongly.
cases = ["len()", "len(1, 2)", "abs()", "abs('x')", "sum()", "min()", "max(1)", "sorted()", "sorted(1)",
         "range()", "range('a')", "range(1, 2, 3, 4)", "list(1)", "dict(1)", "set(1)", "tuple(1)", "str(1, 2)",
         "int('1', base='x')", "float(1, 2)", "bool(1, 2)", "isinstance(1)", "getattr(1)", "hasattr(1)",
         "setattr(1, 'a')", "divmod(1)", "pow(1)", "round()", "chr()", "ord(1)", "iter()", "next()", "zip(1, 2)",
         "map(len)", "filter(len)", "enumerate()", "repr()", "hash()", "hex(1.5)", "bin('1')", "format()",
         "'abc'.upper(1)", "'a'.split(1)", "'a'.join([1])", "[].append()", "[].append(1, 2)", "{}.get()",
         "'x'.startswith()", "(1).bit_length(1)", "'a'.replace('a')", "[].sort(1)", "[].index()"]
for c in cases:
    try:
        eval(c)
        print(f"{c:22} ok")
    except TypeError as e:
        print(f"{c:22} TypeError: {e}")
