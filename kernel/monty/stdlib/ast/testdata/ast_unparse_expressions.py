# ast.unparse of expressions: operator precedence and associativity,
# parentheses, tuples, comprehensions, lambdas, walrus, yield, await.
import ast

EXPRS = [
    'a if b else (c if d else e)', '(a if b else c) if d else e', 'x = yield', '(yield x)',
    'lambda: (yield)', 'f(*a, **k, b=1)', '{**a, 1: 2}', 'a[1:2, ::3]', 'a[()]', 'a[:]',
    '1 .real', '1.5.real', '-(-1)', 'not not a', '(a or b) and c', 'a or b or c', 'a or (b or c)',
    'x[a, *b]', '[*a]', '2 ** -1', '(-2) ** 2', '-2 ** 2', '2 ** 3 ** 4', '(2 ** 3) ** 4',
    'a @ b', '(a := 1)', 'x = (a := 1)', 'f(x for x in y if z)', '{x: y async for x, y in z}',
    'a < b < c', '(a < b) < c', 'a is not b', 'a not in b', 'x = 1e400', 'x = 1e400j',
    'x = -1e400', 'x = (1, 2)', 'print(*args, sep="")', 'x = ...', 'a - (b - c)', '(a - b) - c',
    'a * (b + c)', 'a + b * c', '~a ** b', '(~a) ** b', 'a | b ^ c & d << e', '((a | b) ^ c) & d',
    '[x for x in range(3) for y in x if y if z]', '{a for a in b}', '(x,)', '()', 'x[1,]',
    'lambda x, *y, z=1, **w: x', 'lambda: 0', 'lambda *, k: k', 'f(a)(b)[c].d', '(a + b).c',
    'await x', '-x.y', 'not a == b', '(not a) == b', 'a if (b := c) else d', '{*()}',
    "'a' 'b'", "b'\\x00'", "u'x'", '"\\n"', '[1, 2][0]', 'f(a=1, *b)', 'f((yield))',
    '(lambda: 1)()', 'x = lambda: (yield)', '(a, b) = c', 'a, *b = c', '{1, 2}', '{}',
    '(*a, b)', 'x[a:b:c, d]', 'a and not b', 'a + (not b)', '-(a + b)', '(-a) + b',
]
for src in EXPRS:
    tree = ast.parse(src)
    print(repr(src), '->', repr(ast.unparse(tree)))
