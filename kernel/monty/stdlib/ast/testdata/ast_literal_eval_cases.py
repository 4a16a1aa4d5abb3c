# ast.literal_eval: accepted literals, signed and complex numbers, set(),
# nested containers, leading whitespace, and the errors for the rest.
import ast

GOOD = ['1', '-1', '+1.5', '1+2j', '1-2j', '-1+2j', '-(1)', 'set()', '(1, [2])', '{1: {2: [3]}}',
        "'s'", "b'b'", 'None', 'True', '...', '\t 1', ' (1,)', '[]', '()', '{}', '{1, 2, 1}',
        "'a' 'b'", '1e10', '0x10', '1_000', '-0.0', '(((1)))', '[-1, +2, -3j]']
BAD = ['-True', '1+2', '--1', 'set([1])', '{1:2, **x}', '~1', 'x', 'f()', '1 if 2 else 3',
       '[x for x in y]', '2j+1', '1+2j+3j', 'a.b', '{*a}', 'not 1', '1 +', 'lambda: 0',
       "__import__('os')", '(1, 2)[0]', '-"s"', '1 + True']
for s in GOOD:
    print(repr(s), repr(ast.literal_eval(s)))
for s in BAD:
    try:
        ast.literal_eval(s)
        print(repr(s), 'accepted')
    except (ValueError, SyntaxError, TypeError) as e:
        print(repr(s), type(e).__name__, str(e).split(' at 0x')[0])
nodes = [ast.Name('x'), ast.BinOp(ast.Constant(1), ast.Add(), ast.Constant(2j), lineno=3),
         ast.Expression(ast.Constant(4)), ast.Constant([1]), ast.List([ast.Constant(1)], ast.Load()),
         ast.Dict([ast.Constant(1)], [])]
for n in nodes:
    try:
        print(repr(ast.literal_eval(n)))
    except ValueError as e:
        print('ValueError', str(e).split(' at 0x')[0])
