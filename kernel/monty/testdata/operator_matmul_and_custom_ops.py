# @ and @= with a tiny matrix class; reflected __rmatmul__.
class Mat:
    def __init__(self, rows): self.rows = rows
    def __matmul__(self, o):
        if isinstance(o, Mat):
            return Mat([[sum(a * b for a, b in zip(r, c)) for c in zip(*o.rows)] for r in self.rows])
        return NotImplemented
    def __rmatmul__(self, o):
        if isinstance(o, list):
            return [sum(a * b for a, b in zip(o, c)) for c in zip(*self.rows)]
        return NotImplemented
    def __repr__(self): return f"Mat({self.rows})"
a = Mat([[1, 2], [3, 4]])
print(a @ a, [1, 1] @ a)
b = a
b @= Mat([[1, 0], [0, 1]])
print(b, b is a)
try:
    a @ 5
except TypeError as e:
    print("TypeError:", e)
