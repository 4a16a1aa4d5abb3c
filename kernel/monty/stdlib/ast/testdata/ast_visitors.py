# NodeVisitor and NodeTransformer: dispatch, generic_visit, removing
# nodes, splicing lists, replacing, returning values from visit.
import ast


class Counter(ast.NodeVisitor):
    def __init__(self):
        self.kinds = {}

    def generic_visit(self, node):
        name = type(node).__name__
        self.kinds[name] = self.kinds.get(name, 0) + 1
        super().generic_visit(node)


tree = ast.parse('def f(x):\n    if x:\n        return x * 2\n    return [y for y in x]\n')
c = Counter()
c.visit(tree)
print(sorted(c.kinds.items()))


class Ret(ast.NodeVisitor):
    def visit_Name(self, node):
        return node.id


print(Ret().visit(ast.Name('q')), Ret().visit(ast.Constant(1)))


class DropPass(ast.NodeTransformer):
    def visit_Pass(self, node):
        return None

    def visit_Expr(self, node):
        return [ast.Expr(ast.Constant('a')), ast.Expr(ast.Constant('b'))]

    def visit_Name(self, node):
        if node.id == 'old':
            return ast.copy_location(ast.Name('new', node.ctx), node)
        return node


t = ast.parse('pass\nx = old\nprint(old)\nif old:\n    pass\n    y = 1\n')
t = ast.fix_missing_locations(DropPass().visit(t))
print(ast.unparse(t))


class KillValue(ast.NodeTransformer):
    def visit_Constant(self, node):
        return None


r = ast.parse('return 5').body[0]
KillValue().visit(r)
print(hasattr(r, 'value'), r.value, ast.dump(r))


class Upper(ast.NodeTransformer):
    def visit_Constant(self, node):
        if isinstance(node.value, str):
            node.value = node.value.upper()
        return node


print(ast.unparse(Upper().visit(ast.parse("f('a', ['b', 'c'], k='d')"))))
names = [n.id for n in ast.walk(ast.parse('a + b * (c - d)')) if isinstance(n, ast.Name)]
print(names)
print([type(n).__name__ for n in ast.iter_child_nodes(ast.parse('f(a, b=c)', mode='eval').body)])
print([(k, type(v).__name__) for k, v in ast.iter_fields(ast.parse('x = 1').body[0])])
print(list(ast.iter_fields(ast.Name())))


class Old(ast.NodeVisitor):
    def visit_Num(self, node):
        print('Num', node.n)

    def visit_Str(self, node):
        print('Str', node.s)


import warnings
with warnings.catch_warnings():
    warnings.simplefilter('ignore')
    Old().visit(ast.parse('x = 1 + len("s")'))
