# Spectral norm of the infinite matrix A[i][j] = 1 / ((i+j)(i+j+1)/2 + i + 1),
# by power iteration on A^T A.


def a(i, j):
    s = i + j
    return 1.0 / (s * (s + 1) // 2 + i + 1)


def times(u):
    n = len(u)
    return [sum(a(i, j) * u[j] for j in range(n)) for i in range(n)]


def times_transposed(u):
    n = len(u)
    return [sum(a(j, i) * u[j] for j in range(n)) for i in range(n)]


def bench():
    n = 200
    u = [1.0] * n
    for _ in range(10):
        v = times_transposed(times(u))
        u = times_transposed(times(v))
    vbv = sum(x * y for x, y in zip(u, v))
    vv = sum(x * x for x in v)
    return round((vbv / vv) ** 0.5, 9)
