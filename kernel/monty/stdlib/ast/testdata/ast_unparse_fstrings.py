# ast.unparse of f-strings: conversions, format specs, nested fields,
# quote choice, escaped whitespace, braces; docstring quoting.
import ast

SRCS = [
    "f'a{x!r:>{w}}b\\n{y}'", 'f"{x!s}" f"{y=}"', "f'{ {1:2}[1] }'", 'f"\\n{x}"',
    "f'{x:{y}.{z}}'", "f'{{}}{x}'", "f'{x!a}'", 'f"it\'s {x}"', "f'{\"a\"}'",
    'f"{x:%Y-%m-%d}"', "f'''{x}\n{y}'''", "f'{a}{b}{c}'", "f''", "f'plain'",
    "f'{x + 1:03d}'", "f'{(lambda: 1)()}'", "f'{x if y else z}'", "f'{[a, b]}'",
    '"\\t tab"', "'\\x7f'", "'\\u1234'", "'a\"b'", '"a\'b"', "'a\\'b\"c'",
]
for src in SRCS:
    try:
        print(repr(src), '->', repr(ast.unparse(ast.parse(src))))
    except Exception as e:
        print(repr(src), type(e).__name__, e)

for doc in ['plain', "it's", 'say """hi"""', "both ''' and \"\"\"", 'ends "', 'multi\nline', 'tab\there', 'back\\slash']:
    mod = ast.Module(body=[ast.Expr(ast.Constant(doc)), ast.Pass()], type_ignores=[])
    print(ast.unparse(mod))
    fn = ast.FunctionDef('f', ast.arguments([], [], None, [], [], None, []), [ast.Expr(ast.Constant(doc))], [], None, lineno=1)
    print(ast.unparse(fn))
