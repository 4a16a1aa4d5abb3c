# Uncaught IndexError after partial output.
rows = [[1, 2], [3, 4]]
for i in range(3):
    print(sum(rows[i]))
