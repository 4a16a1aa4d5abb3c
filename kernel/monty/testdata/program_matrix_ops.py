# Matrix arithmetic with nested lists: multiply, transpose, determinant, identity, power.
def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def transpose(m):
    return [list(r) for r in zip(*m)]
def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]
def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m)))
def mpow(m, k):
    result = identity(len(m))
    while k:
        if k & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        k >>= 1
    return result
a = [[1, 2], [3, 4]]
b = [[0, 1], [1, 0]]
print(matmul(a, b), transpose(a), det(a), det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]))
print(mpow([[1, 1], [1, 0]], 30)[0][1], matmul(a, identity(2)) == a)
for row in matmul([[1, 2, 3]], [[4], [5], [6]]):
    print(row)
print("\n".join(" ".join(f"{v:4d}" for v in row) for row in mpow(a, 3)))
