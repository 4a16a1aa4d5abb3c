# Comprehensions have their own scope; only the first iterable is evaluated outside.
x = "outer"
result = [x for x in "ab"]
print(result, x)
def f():
    vals = [1, 2]
    return [v * k for v in vals for k in range(v)]
print(f())
class K:
    data = [1, 2, 3]
    doubled = [d * 2 for d in data]
    try:
        broken = [d * len(data) for d in data]
    except NameError as e:
        err = str(e)
print(K.doubled, K.err)
# closures in comprehensions capture the comprehension's variable
fs = [lambda: n for n in range(3)]
print([f() for f in fs])
# nested comprehension referring to outer comprehension variable
print([[i + j for j in range(i)] for i in range(4)])
# walrus inside a comprehension binds in the enclosing function scope
def w():
    values = [y := v * 2 for v in range(3)]
    return values, y
print(w())
total = 0
running = [total := total + v for v in [1, 2, 3, 4]]
print(running, total)
try:
    compile("[i := 0 for i in range(3)]", "<c>", "exec")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
try:
    compile("class C:\n    [y := 1 for _ in range(1)]\n", "<c>", "exec")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
