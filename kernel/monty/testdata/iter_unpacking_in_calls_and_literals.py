# Iterable unpacking everywhere: calls, lists, tuples, sets, dicts, return, yield, for.
def gen():
    yield from "ab"
print([*gen(), *range(2)], (*gen(),), {*gen()} == {"a", "b"}, [*{"k": 1, "j": 2}])
def ret():
    rest = [2, 3]
    return 1, *rest
print(ret())
def yields():
    yield 1, *[2, 3]
print(list(yields()))
for a, *b in [(1, 2, 3)]:
    print(a, b)
print(dict(**{"a": 1}, b=2), {**{}, **{"x": 1}}, [*[], *()])
x = *range(3),
print(x)
print(*"abc")
first, *_, last = range(100)
print(first, last)
try:
    eval("*a = [1]")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
try:
    compile("a, *b, *c = range(5)", "<s>", "exec")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
try:
    print(*5)
except TypeError as e:
    print("TypeError:", e)
