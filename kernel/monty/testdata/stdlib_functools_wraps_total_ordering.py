# wraps/update_wrapper metadata, total_ordering, cmp_to_key.
from functools import wraps, total_ordering, cmp_to_key
def deco(fn):
    @wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
@deco
def documented(x: int) -> int:
    """Docs here."""
    return x
print(documented.__name__, documented.__doc__, documented.__annotations__, documented.__wrapped__ is not documented, documented.__qualname__)
@total_ordering
class Ver:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
a, b = Ver(1), Ver(2)
print(a < b, a <= b, a > b, a >= b, b >= a, a != b)
def cmp(x, y):
    return (len(x) > len(y)) - (len(x) < len(y)) or (x > y) - (x < y)
print(sorted(["bb", "a", "ccc", "ab"], key=cmp_to_key(cmp)), max(["x", "yy"], key=cmp_to_key(cmp)))
