# The same computation with loops, comprehensions and map/filter agrees.
data = [7, -2, 0, 15, 3, -8, 4]
loop = []
for x in data:
    if x > 0:
        loop.append(x * x)
comp = [x * x for x in data if x > 0]
func = list(map(lambda x: x * x, filter(lambda x: x > 0, data)))
print(loop, loop == comp == func)
pairs_loop = []
for i in range(3):
    for j in range(i):
        pairs_loop.append((i, j))
print(pairs_loop == [(i, j) for i in range(3) for j in range(i)])
