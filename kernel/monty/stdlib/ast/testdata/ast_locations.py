# Source locations: lineno/col_offset of parsed nodes, copy_location,
# fix_missing_locations, increment_lineno, get_source_segment.
import ast

src = 'x = 1\nif x:\n    y = (x +\n         2)\n    z = "é" + w\n'
tree = ast.parse(src)
for node in ast.walk(tree):
    if isinstance(node, (ast.expr, ast.stmt)):
        print(type(node).__name__, node.lineno, node.col_offset, node.end_lineno, node.end_col_offset,
              repr(ast.get_source_segment(src, node)))
ifnode = tree.body[1]
print(repr(ast.get_source_segment(src, ifnode.body[0], padded=True)))
print(repr(ast.get_source_segment(src, ast.Name('x'))))
n = ast.Name('q', ast.Load())
print(ast.get_source_segment(src, n))
new = ast.copy_location(ast.Constant(3), tree.body[0].value)
print(new.lineno, new.col_offset, new.end_lineno, new.end_col_offset)
partial = ast.Name('a', ast.Load(), lineno=4, col_offset=2)
c2 = ast.copy_location(ast.Name('b', ast.Load()), partial)
print(c2.lineno, c2.col_offset, getattr(c2, 'end_lineno', 'missing'))
e = ast.Expression(ast.BinOp(ast.Constant(1, lineno=5, col_offset=3), ast.Add(), ast.Constant(2)))
ast.fix_missing_locations(e)
for node in ast.walk(e):
    if 'lineno' in node._attributes:
        print(type(node).__name__, node.lineno, node.col_offset, node.end_lineno, node.end_col_offset)
ast.increment_lineno(tree, 10)
print([(type(n).__name__, n.lineno, n.end_lineno) for n in ast.walk(tree) if hasattr(n, 'lineno')][:6])
print(ast.increment_lineno(ast.Pass(), 3).lineno)
crlf = 'a = 1\r\nbb = 2\rccc = 3\n'
for st in ast.parse(crlf).body:
    print(repr(ast.get_source_segment(crlf, st)))
ff = 'x = [1,\x0c 2]\n'
print(repr(ast.get_source_segment(ff, ast.parse(ff).body[0])))
