# Comprehension pipelines: list, dict and set comprehensions, nested.
def bench():
    data = [i * 3 % 1000 for i in range(100000)]
    squares = [x * x for x in data if x % 2]
    index = {x: i for i, x in enumerate(data)}
    uniq = {x % 97 for x in data}
    grid = [[r * c for c in range(30)] for r in range(300)]
    flat = [v for row in grid for v in row if v % 5 == 0]
    return len(squares), len(index), len(uniq), sum(flat)
