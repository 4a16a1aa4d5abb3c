# Generators: walk a binary tree in order through nested generators, and
# run a chain of generator stages over a range.


class Node:
    __slots__ = ("left", "value", "right")

    def __init__(self, left, value, right):
        self.left, self.value, self.right = left, value, right


def build(lo, hi):
    if lo >= hi:
        return None
    mid = (lo + hi) // 2
    return Node(build(lo, mid), mid, build(mid + 1, hi))


def in_order(node):
    if node is None:
        return
    yield from in_order(node.left)
    yield node.value
    yield from in_order(node.right)


def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x


def squares(it):
    for x in it:
        yield x * x


def bench():
    tree = build(0, 50000)
    total = 0
    for _ in range(6):
        total += sum(in_order(tree))
    chained = sum(squares(evens(range(400000))))
    return total, chained
