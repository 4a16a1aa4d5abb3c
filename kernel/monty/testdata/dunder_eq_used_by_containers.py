# Containers compare elements by identity first, then __eq__.
class Always:
    def __eq__(self, o): return True
class Never:
    def __eq__(self, o): return False
    __hash__ = object.__hash__
n = Never()
print(n == n, n in [n], [n] == [n], [n].count(n), [n].index(n), (n,) == (n,), {n: 1}[n])
a = Always()
print(a in [1, 2], [a] == [1], [1].index(a) if False else [1, 2].count(a), (a, a) == (0, 0))
nan = float("nan")
print(nan == nan, nan in [nan], [nan] == [nan], [nan].count(nan), {nan: 1}.get(nan), [float("nan")] == [float("nan")])
