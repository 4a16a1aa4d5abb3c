# Breaking out of nested loops: flags, for-else, functions, and exceptions.
grid = [[1, 2, 3], [4, 99, 6], [7, 8, 9]]
found = None
for r, row in enumerate(grid):
    for c, v in enumerate(row):
        if v == 99:
            found = (r, c)
            break
    else:
        continue
    break
print("for-else:", found)
def find(target):
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v == target:
                return r, c
    return None
print("return:", find(8), find(100))
class Found(Exception): pass
try:
    for row in grid:
        for v in row:
            if v > 5:
                raise Found(v)
except Found as f:
    print("exception:", f.args[0])
count = 0
for i in range(5):
    for j in range(5):
        if j > i:
            break
        if (i + j) % 2:
            continue
        count += 1
print("count:", count)
i = 0
while True:
    i += 1
    j = 0
    while j < i:
        j += 1
        if j == 3:
            break
    if i >= 4:
        break
print(i, j)
