# ast.dump: annotate_fields, include_attributes, indent as int and str,
# missing and None fields, lists, non-AST argument.
import ast

tree = ast.parse('def f(a, *, b=1):\n    return a + b\nx = [1, (2, 3)]\n')
print(ast.dump(tree))
print(ast.dump(tree, annotate_fields=False))
print(ast.dump(tree, indent=2))
print(ast.dump(tree.body[1], indent='--'))
print(ast.dump(tree.body[1], include_attributes=True))
print(ast.dump(tree.body[1], indent=0))
print(ast.dump(ast.Name('x')))
print(ast.dump(ast.Name()))
print(ast.dump(ast.Name(ctx=ast.Load())))
print(ast.dump(ast.Name(ctx=ast.Load()), annotate_fields=False))
print(ast.dump(ast.Constant(None)))
print(ast.dump(ast.Constant(5, lineno=1), include_attributes=True))
print(ast.dump(ast.arg('x', None)))
print(ast.dump(ast.Module([], [])))
print(ast.dump(ast.Call(ast.Name('f', ast.Load()), [ast.Constant(1), ast.Constant(2)], [ast.keyword('k', ast.Constant(3))]), indent=1))
print(ast.dump(ast.BinOp(ast.Constant(1), ast.Add(), ast.Constant(2)), indent=4))
print(ast.dump(ast.parse('x', mode='eval'), indent=3))
print(ast.dump(ast.parse('import a.b as c', mode='single')))
for bad in [1, 'x', None, [ast.Pass()]]:
    try:
        ast.dump(bad)
    except TypeError as e:
        print('TypeError', e)
print(ast.dump(ast.parse('x = "s" b"b" 1.5 1j', mode='exec') if False else ast.parse('x = ("s", b"b", 1.5, 1j, ..., True)')))
