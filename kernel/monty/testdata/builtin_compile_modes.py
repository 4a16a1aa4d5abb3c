# compile() in exec, eval and single modes; single mode echoes expression values.
code = compile("x = 5\ny = x * 2", "<exec>", "exec")
ns = {}
exec(code, ns)
print(ns["x"], ns["y"], code.co_filename, type(code).__name__)
e = compile("x + y", "<eval>", "eval")
print(eval(e, ns))
s = compile("x * 100", "<single>", "single")
exec(s, ns)
exec(compile("None", "<single>", "single"))
exec(compile("'echoed'", "<single>", "single"))
try:
    compile("x = 1", "<eval>", "eval")
except SyntaxError as err:
    print("SyntaxError:", err.msg)
try:
    compile("1", "<bad>", "nonsense")
except ValueError as err:
    print("ValueError:", err)
try:
    compile("a\nb", "<single>", "single")
except SyntaxError as err:
    print("SyntaxError:", err.msg)
import ast
tree = compile("1 + 2", "<ast>", "eval", ast.PyCF_ONLY_AST)
print(type(tree).__name__, eval(compile(tree, "<ast>", "eval")))
