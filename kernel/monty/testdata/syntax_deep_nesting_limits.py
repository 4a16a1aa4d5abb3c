# Source nested too deep for the parser or the compiler ends in CPython's
# errors, quickly: RecursionError for a tree too deep to compile,
# MemoryError for the parser's own stack, SyntaxError for brackets.
import ast


def attempt(name, f):
    try:
        r = f()
        print(name, "ok", type(r).__name__)
    except (RecursionError, MemoryError, SyntaxError) as e:
        print(name, type(e).__name__, e)


N = 100000
attempt("sum", lambda: eval("1" + "+1" * N))
attempt("product", lambda: eval("*".join(["x"] * N), {"x": 1}))
attempt("calls", lambda: eval("f" + "()" * N, {"f": 0}))
attempt("attributes", lambda: eval("x" + ".a" * N, {"x": 0}))
attempt("subscripts", lambda: eval("x" + "[0]" * N, {"x": 0}))
attempt("unary", lambda: eval("-" * N + "1"))
attempt("not", lambda: eval("not " * N + "1"))
attempt("ternary", lambda: eval("1 if 1 else " * N + "1"))
attempt("lambda", lambda: eval("lambda:" * 12000 + "1"))
attempt("power", lambda: eval("2**" * N + "1"))
attempt("brackets", lambda: eval("[" * N + "]" * N))
attempt("compile", lambda: compile("x = " + "-" * 4000 + "1", "s", "exec"))
attempt("exec", lambda: exec("y = (" + "1+" * N + "1)"))
attempt("ast.parse", lambda: ast.parse("1" + "+1" * N))
attempt("ast.parse unary", lambda: ast.parse("-" * N + "1"))
# Deep but legal.
attempt("sum 2000", lambda: eval("1" + "+1" * 2000))
attempt("unary 2000", lambda: eval("-" * 2000 + "1"))
attempt("lambda 1000", lambda: eval("lambda:" * 1000 + "1"))
attempt("ast.parse 150", lambda: ast.parse("1" + "+1" * 150))
print("done")
