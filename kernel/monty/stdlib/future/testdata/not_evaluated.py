from __future__ import annotations

# Annotations are never evaluated: side effects do not happen.
calls = []


def note(x):
    calls.append(x)
    return x


def f(a: note("param"), b: note("param2") = 3) -> note("return"):
    return a


v: note("module") = 1


class C:
    attr: note("class") = 2


def local():
    w: note("local") = 3
    return w


print(calls, f(1), v, C.attr, local())
print(f.__annotations__, C.__annotations__)
print(__annotations__)
