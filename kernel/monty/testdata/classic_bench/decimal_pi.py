# Pi to many places with the decimal module: Machin's formula, each arctan
# summed as a series in the current context's precision.
import decimal


def arctan_inv(x, prec):
    D = decimal.Decimal
    x = D(x)
    x2 = x * x
    term = 1 / x
    total = term
    n = 1
    eps = D(10) ** -(prec + 2)
    while abs(term) > eps:
        term /= -x2
        n += 2
        total += term / n
    return total


def pi(prec):
    with decimal.localcontext() as ctx:
        ctx.prec = prec + 5
        value = 4 * (4 * arctan_inv(5, prec) - arctan_inv(239, prec))
        ctx.prec = prec
        return +value


def bench():
    out = ""
    for _ in range(1600):
        out = str(pi(200))
    return out[:30], len(out)
