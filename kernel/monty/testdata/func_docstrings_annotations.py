# Docstrings and annotations are kept; annotations are evaluated at definition.
def f(a: int, b: "str" = "x", *args: float, c: list[int] = None, **kw: dict) -> tuple:
    """First line.

    More detail.
    """
    return a, b
print(f.__doc__.splitlines()[0], len(f.__doc__.splitlines()))
print(f.__annotations__)
def g(x: 1 + 1, y: [1, 2]) -> {"k": "v"}: pass
print(g.__annotations__)
class C:
    """Class docstring."""
    attr: int = 5
    def m(self) -> "C":
        "Method docstring."
        return self
print(C.__doc__, C.m.__doc__, C.m.__annotations__, C.__annotations__)
def not_doc():
    x = 1
    "this is not a docstring"
print(not_doc.__doc__)
lam = lambda: 0
print(lam.__doc__, lam.__annotations__)
def fstring_doc():
    f"""f-strings are not docstrings"""
print(fstring_doc.__doc__)
