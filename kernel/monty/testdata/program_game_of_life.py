# Conway's game of life on a small torus, printed generation by generation.
def step(cells, w, h):
    new = set()
    for y in range(h):
        for x in range(w):
            n = sum(((x + dx) % w, (y + dy) % h) in cells
                    for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
            if n == 3 or (n == 2 and (x, y) in cells):
                new.add((x, y))
    return new
def show(cells, w, h):
    return "\n".join("".join("#" if (x, y) in cells else "." for x in range(w)) for y in range(h))
glider = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
cells = glider
for gen in range(4):
    print(f"gen {gen}:")
    print(show(cells, 6, 6))
    cells = step(cells, 6, 6)
blinker = {(1, 0), (1, 1), (1, 2)}
print(step(step(blinker, 5, 5), 5, 5) == blinker, sorted(step(blinker, 5, 5)))
