# Aggregates over lists of lists: lexicographic max, flattening with sum, lengths.
rows = [[3, 1], [2, 9, 9], [3, 0, 1], []]
print(max(rows), min(rows), sorted(rows), max(rows, key=len), sum(rows, []), [len(r) for r in rows])
print(max(map(sum, rows)), min(filter(None, rows)), any(rows), all(rows))
