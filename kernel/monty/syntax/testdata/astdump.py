"""Print CPython's ast.dump of each file named on stdin (one path a line).

For each path it prints two lines: "=== PATH" and then either
ast.dump(tree, include_attributes=True) or "ERROR <ExceptionType>" when
CPython rejects the file. The conformance test in ../conformance_test.go
runs this once per batch of files and compares with syntax.Dump.
"""
import ast
import sys
import warnings

warnings.simplefilter("ignore")
out = sys.stdout
for line in sys.stdin:
    path = line.rstrip("\n")
    if not path:
        continue
    out.write("=== " + path + "\n")
    try:
        with open(path, "rb") as f:
            src = f.read()
        tree = ast.parse(src, path)
        out.write(ast.dump(tree, include_attributes=True) + "\n")
    except (SyntaxError, ValueError, UnicodeDecodeError, MemoryError, RecursionError) as e:
        out.write("ERROR " + type(e).__name__ + "\n")
out.flush()
