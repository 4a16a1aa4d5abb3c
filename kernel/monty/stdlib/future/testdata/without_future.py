# Without the future statement annotations are values, evaluated at once.
import typing

calls = []


def note(x):
    calls.append(x)
    return x


def f(a: note(int), b: "str" = "x") -> note(list):
    return a


v: note(float) = 1.5


class C:
    attr: note(dict) = {}


print(calls)
print(f.__annotations__, C.__annotations__, __annotations__)
ns = {}
exec("x: int = 1\ndef g(y: list[int]) -> None: pass", ns)
print(ns["__annotations__"], ns["g"].__annotations__)
