# Exact cover by backtracking with bitmasks, in the manner of the meteor
# puzzle: place every piece (in every orientation) on a small board until
# it is full; count the solutions.

PIECES = {  # cells of each piece, (row, col)
    "I": [(0, 0), (0, 1), (0, 2), (0, 3)],
    "L": [(0, 0), (1, 0), (2, 0), (2, 1)],
    "J": [(0, 1), (1, 1), (2, 1), (2, 0)],
    "S": [(0, 1), (0, 2), (1, 0), (1, 1)],
    "Z": [(0, 0), (0, 1), (1, 1), (1, 2)],
    "O": [(0, 0), (0, 1), (1, 0), (1, 1)],
}


def orientations(cells):
    seen = set()
    shape = cells
    for _ in range(4):
        shape = [(c, -r) for r, c in shape]
        for s in (shape, [(r, -c) for r, c in shape]):
            r0 = min(r for r, _ in s)
            c0 = min(c for _, c in s)
            seen.add(tuple(sorted((r - r0, c - c0) for r, c in s)))
    return sorted(seen)


def placements(rows, cols):
    out = {}
    for name, cells in PIECES.items():
        masks = []
        for shape in orientations(cells):
            for r in range(rows):
                for c in range(cols):
                    if all(r + dr < rows and c + dc < cols for dr, dc in shape):
                        masks.append(sum(1 << ((r + dr) * cols + c + dc) for dr, dc in shape))
        out[name] = masks
    return out


def solve(full, names, table, used, count):
    if not names:
        return count + 1
    # The lowest empty cell must be covered by some remaining piece.
    free = ~used & full
    low = free & -free
    for i, name in enumerate(names):
        rest = names[:i] + names[i + 1:]
        for m in table[name]:
            if m & low and not m & used:
                count = solve(full, rest, table, used | m, count)
    return count


def bench():
    rows, cols = 4, 6
    table = placements(rows, cols)
    full = (1 << rows * cols) - 1
    total = 0
    for _ in range(12):
        total += solve(full, sorted(PIECES), table, 0, 0)
    return total, sum(len(v) for v in table.values())
