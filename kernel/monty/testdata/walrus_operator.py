# Assignment expressions (:=).
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print(f"list has {n} items")
while (item := data.pop()) != 1:
    print("popped", item)
print(data)
print([y for x in range(6) if (y := x * x) % 2 == 0])
print((z := 10) + z)
def f(v):
    return (w := v + 1) * w
print(f(2))
chunks = iter(["ab", "cd", ""])
parts = []
while chunk := next(chunks):
    parts.append(chunk)
print(parts)
print(any((hit := v) > 5 for v in [1, 7, 3]), hit)
for src in ["x := 1", "(a.b := 1)", "(a[0] := 1)", "def f(x := 1): pass", "(x, y := 1, 2)"]:
    try:
        compile(src, "<w>", "exec")
        print("compiled:", src)
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
print((y := 1, 2), y)
