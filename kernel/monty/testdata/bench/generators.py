# Generator pipelines: generators feeding generators.
def numbers(n):
    for i in range(n):
        yield i


def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x


def squares(xs):
    for x in xs:
        yield x * x


def bench():
    total = sum(squares(evens(numbers(300000))))
    total += sum(x for x in range(200000) if x % 3)
    return total
