# eval and exec on source strings, with explicit globals and locals.
print(eval("1 + 2 * 3"), eval("x * 2", {"x": 21}), eval("a + b", {"a": 1}, {"b": 2}))
g = {}
exec("y = 10\ndef f(n):\n    return n + y\n", g)
print(g["y"], g["f"](5), "__builtins__" in g)
loc = {}
exec("z = 1", {}, loc)
print(loc)
print(eval("[i * i for i in range(4)]"), eval("len('abc')"), eval("  42  "), eval("\n1\n"))
ns = {"__builtins__": {}}
try:
    eval("len([])", ns)
except NameError as e:
    print("NameError:", e)
for src in ["1 +", "x = 1", "def", "(", "1 1"]:
    try:
        eval(src)
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
try:
    exec("raise ValueError('from exec')")
except ValueError as e:
    print("ValueError:", e)
code = compile("a * 3", "<expr>", "eval")
print(eval(code, {"a": "ab"}), type(code).__name__)
print(exec("1 + 1"), eval("None"))
counter = 0
exec("counter += 1")
print(counter)
def scope():
    local_var = "inner"
    return eval("local_var")
print(scope())
try:
    eval(5)
except TypeError as e:
    print("TypeError:", e)
exec(compile("print('compiled exec')", "<s>", "exec"))
print(eval("x", {"x": 1}, {"x": 2}))
