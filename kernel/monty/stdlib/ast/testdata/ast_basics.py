# ast: parse, dump (with and without attributes), literal_eval, walk,
# NodeVisitor/NodeTransformer, unparse, compile of a tree, errors.
import ast

tree = ast.parse("x = [1, 2.5, 'a'] + y  # c\nif x:\n    print(f'{x!r:>4}')\n")
print(ast.dump(tree))
print(ast.dump(tree.body[0], include_attributes=True))
print(ast.dump(ast.parse("lambda a, *b, c=1, **d: (a, b)", mode="eval"), indent=2))
print(ast.literal_eval("{'a': (1, 2.0, -3j), 'b': [None, True, b'x'], 'c': {1, 2}}"))
for bad in ["__import__('os')", "1 +", "[x for x in y]"]:
    try:
        ast.literal_eval(bad)
    except (ValueError, SyntaxError) as e:
        print(type(e).__name__, str(e).split(" at 0x")[0])
print(sorted({type(n).__name__ for n in ast.walk(tree)}))


class Names(ast.NodeVisitor):
    def __init__(self):
        self.names = []

    def visit_Name(self, node):
        self.names.append((node.id, type(node.ctx).__name__))
        self.generic_visit(node)


v = Names()
v.visit(tree)
print(v.names)


class Double(ast.NodeTransformer):
    def visit_Constant(self, node):
        if isinstance(node.value, int):
            return ast.copy_location(ast.Constant(node.value * 2), node)
        return node


t2 = ast.fix_missing_locations(Double().visit(ast.parse("def f(a=3):\n    return a + 4\n")))
print(ast.unparse(t2))
ns = {}
exec(compile(t2, "<ast>", "exec"), ns)
print(ns["f"](), ns["f"](1))
e = ast.Expression(body=ast.BinOp(ast.Constant(6), ast.Mult(), ast.Constant(7)))
print(eval(compile(ast.fix_missing_locations(e), "<e>", "eval")))
print(ast.get_docstring(ast.parse('"""Doc."""\nx = 1')), isinstance(tree, ast.AST), ast.Module._fields)
try:
    ast.parse("x = (1,")
except SyntaxError as err:
    print("SyntaxError:", err.msg, err.lineno)
print(ast.dump(ast.parse("match p:\n    case [1, *r] if r: pass\n    case {'k': v, **kw}: pass\n")))
