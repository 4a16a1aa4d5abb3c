# Grid search and combinatorial counting with itertools.
from itertools import product, permutations, combinations, count
params = {"lr": [0.1, 0.01], "depth": [2, 4], "act": ["relu", "tanh"]}
grid = [dict(zip(params, values)) for values in product(*params.values())]
print(len(grid), grid[0], grid[-1])
best = max(grid, key=lambda g: (g["depth"], -g["lr"], g["act"]))
print(best)
print(sum(1 for p in permutations(range(5)) if all(p[i] != i for i in range(5))))
print([c for c in combinations(range(1, 10), 3) if sum(c) == 15][:5])
print(next(n for n in count(1) if n * n > 2000))
