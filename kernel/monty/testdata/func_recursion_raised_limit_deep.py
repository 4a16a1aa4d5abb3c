# sys.setrecursionlimit raises the depth Python can recurse to, past
# 100,000 (pure Python calls take no C or Go stack).
import sys

sys.setrecursionlimit(200_000)
print(sys.getrecursionlimit())


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


print(depth(100_000))
print(depth(150_000))


def walk(node):
    # a linked list 120,000 long, walked recursively
    return 0 if node is None else node[0] + walk(node[1])


head = None
for i in range(120_000):
    head = (i % 7, head)
print(walk(head))

# Past the raised limit: RecursionError, caught, and the program goes on.
try:
    depth(250_000)
except RecursionError as e:
    print("RecursionError:", e)
print("after", depth(10))
