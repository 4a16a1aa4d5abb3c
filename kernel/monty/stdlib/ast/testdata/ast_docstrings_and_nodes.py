# get_docstring (clean and raw), node constructors and their errors,
# _fields/_attributes, deprecated node classes, pattern matching on nodes.
import ast

t = ast.parse('"""  Module.\n\n    Indented.\n  """\ndef f():\n    """One."""\nclass C:\n    x = 1\nasync def g():\n    "\\tTabbed\\n\\t  more"\n')
print(repr(ast.get_docstring(t)), repr(ast.get_docstring(t, clean=False)))
print(repr(ast.get_docstring(t.body[1])), repr(ast.get_docstring(t.body[2])), repr(ast.get_docstring(t.body[3])))
for bad in [t.body[2].body[0], ast.Expr(ast.Constant(1))]:
    try:
        ast.get_docstring(bad)
    except TypeError as e:
        print('TypeError', e)
print(ast.get_docstring(ast.parse('1\n"no"')), ast.get_docstring(ast.parse('')))
print(ast.Name._fields, ast.Name._attributes, ast.BinOp._fields, ast.arguments._fields, ast.Load._fields)
print(ast.BinOp(ast.Constant(1), ast.Add(), ast.Constant(2)).op.__class__.__name__)
try:
    ast.Name('a', ast.Load(), 3)
except TypeError as e:
    print('TypeError', e)
k = ast.keyword(arg='x', value=ast.Constant(1), lineno=2)
print(k.arg, k.lineno, isinstance(k, ast.AST), issubclass(ast.Add, ast.operator), issubclass(ast.If, ast.stmt))
print(type(ast.Num(5)).__name__, ast.Num(5).value, ast.Str('a').s, isinstance(ast.Constant(True), ast.Num),
      isinstance(ast.Constant(1), ast.Num), isinstance(ast.Constant('s'), ast.Str), isinstance(ast.Constant(b''), ast.Bytes),
      isinstance(ast.Constant(None), ast.NameConstant), isinstance(ast.Constant(...), ast.Ellipsis), isinstance(1, ast.Num))
print(ast.Index(3), ast.dump(ast.ExtSlice([ast.Name('x')])), ast.Constant(3).n, ast.Constant('z').s)
c = ast.Constant(1)
c.n = 2
print(c.value, ast.Module.__module__, ast.AST.__name__, ast.PyCF_ONLY_AST, ast.PyCF_TYPE_COMMENTS)
for node in ast.parse('x = 1\nf(y)\nz += 2').body:
    match node:
        case ast.Assign(targets=[ast.Name(id=name)], value=ast.Constant(value=v)):
            print('assign', name, v)
        case ast.Expr(ast.Call(ast.Name(fn), args)):
            print('call', fn, len(args))
        case _:
            print('other', type(node).__name__)
