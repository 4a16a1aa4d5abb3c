# A small expression evaluator written with match.
def evaluate(node, env):
    match node:
        case int() | float():
            return node
        case str(name):
            return env[name]
        case ("neg", x):
            return -evaluate(x, env)
        case ("+", a, b):
            return evaluate(a, env) + evaluate(b, env)
        case ("*", a, b):
            return evaluate(a, env) * evaluate(b, env)
        case ("let", str(name), value, body):
            return evaluate(body, {**env, name: evaluate(value, env)})
        case ("sum", *terms):
            return sum(evaluate(t, env) for t in terms)
        case _:
            raise ValueError(f"bad node {node!r}")
prog = ("let", "x", 5, ("+", ("*", "x", "x"), ("neg", ("sum", 1, 2, "x"))))
print(evaluate(prog, {}))
print(evaluate(("sum",), {}))
try:
    evaluate(("pow", 2, 3), {})
except ValueError as e:
    print(e)
# commands parsed from text
def command(line):
    match line.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"going {d}"
        case ["take", *items] if items:
            return "taking " + ", ".join(items)
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *_]:
            return f"unknown verb {verb!r}"
        case []:
            return "say something"
for line in ["go north", "go up", "take lamp key", "take", "exit", ""]:
    print(repr(line), "->", command(line))
