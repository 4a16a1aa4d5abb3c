# Unbounded recursion ends in RecursionError.
def depth(n):
    return depth(n + 1) + 1
print("start")
depth(0)
