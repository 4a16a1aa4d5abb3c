# ast.parse in exec/eval/single modes, type comments flag, syntax errors,
# compile() of trees built by hand and parsed, exec and eval of them.
import ast

print(ast.dump(ast.parse('1 + 2', mode='eval')))
print(ast.dump(ast.parse('x = 1; y', mode='single')))
print(ast.dump(ast.parse(b'x = 1\n')))
print(ast.unparse(ast.parse('1+2', mode='eval')), '|', ast.unparse(ast.parse('x=1;y', mode='single')))
for bad in ['x = (1,', 'def', '1 = 2', 'f(**)', 'return']:
    try:
        ast.parse(bad)
        print(repr(bad), 'parsed')
    except SyntaxError as e:
        print(repr(bad), 'SyntaxError', e.msg, e.lineno)
try:
    ast.parse('x', mode='bogus')
except ValueError as e:
    print('ValueError', e)
tree = ast.Module(body=[
    ast.Assign(targets=[ast.Name('total', ast.Store())], value=ast.Constant(0)),
    ast.For(target=ast.Name('i', ast.Store()), iter=ast.Call(ast.Name('range', ast.Load()), [ast.Constant(5)], []),
            body=[ast.AugAssign(ast.Name('total', ast.Store()), ast.Add(), ast.Name('i', ast.Load()))], orelse=[]),
], type_ignores=[])
ast.fix_missing_locations(tree)
ns = {}
exec(compile(tree, '<built>', 'exec'), ns)
print(ns['total'])
expr = ast.fix_missing_locations(ast.Expression(ast.List([ast.Constant(1), ast.Constant('a')], ast.Load())))
print(eval(compile(expr, '<e>', 'eval')))
code = compile(ast.parse('def sq(n):\n    return n * n\n'), '<p>', 'exec')
ns = {}
exec(code, ns)
print(ns['sq'](7))
try:
    compile(ast.parse('x'), '<x>', 'eval')
except TypeError as e:
    print('TypeError', e)
print(type(compile('x', '<s>', 'eval', ast.PyCF_ONLY_AST)).__name__)
