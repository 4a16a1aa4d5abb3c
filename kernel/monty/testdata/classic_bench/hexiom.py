# A Hexiom solver: numbered tiles go on the cells of a hexagonal board so
# that every tile's number is how many of its (up to six) neighbours hold
# tiles; the other cells stay empty. Puzzles are made from random
# layouts (a generator of our own), some cells given, and the solver
# counts every arrangement by depth-first search, checking each tile's
# bounds as its neighbours fill in. Our own implementation.

DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
EMPTY = -1
UNKNOWN = -2


class Hexagon:
    """The cells of a hexagon of the given side, in axial coordinates,
    and each cell's neighbours."""

    def __init__(self, side):
        self.cells = [(q, r) for q in range(-side + 1, side) for r in range(-side + 1, side)
                      if abs(q + r) < side]
        index = {cell: i for i, cell in enumerate(self.cells)}
        self.neighbours = []
        for q, r in self.cells:
            self.neighbours.append(tuple(index[(q + dq, r + dr)] for dq, dr in DIRECTIONS
                                         if (q + dq, r + dr) in index))


class Rng:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state % n


def make_puzzle(board, rng, fill, given):
    """A layout with about fill percent of the cells occupied; returns the
    tile counts by number and the cells given (cell -> value)."""
    n = len(board.cells)
    occupied = [rng.below(100) < fill for _ in range(n)]
    values = [sum(occupied[m] for m in board.neighbours[c]) if occupied[c] else EMPTY
              for c in range(n)]
    tiles = [0] * 7
    for v in values:
        if v != EMPTY:
            tiles[v] += 1
    shown = {}
    while len(shown) < given:
        c = rng.below(n)
        shown[c] = values[c]
    return tiles, shown, values


class Solver:
    def __init__(self, board, tiles, shown):
        self.board = board
        n = len(board.cells)
        self.value = [UNKNOWN] * n
        self.tiles = tiles[:]
        self.empties = n - sum(tiles)
        self.order = []
        for c, v in shown.items():
            self.value[c] = v
            if v == EMPTY:
                self.empties -= 1
            else:
                self.tiles[v] -= 1
        # Fill cells next to what is known first: bounds bite sooner.
        known = set(shown)
        rest = [c for c in range(n) if c not in known]
        while rest:
            rest.sort(key=lambda c: (-sum(1 for m in board.neighbours[c] if m in known), c))
            c = rest.pop(0)
            self.order.append(c)
            known.add(c)
        self.solutions = 0
        self.first = None

    def fits(self, c):
        """Whether tile c's number can still be met."""
        v = self.value[c]
        if v < 0:
            return True
        full = free = 0
        for m in self.board.neighbours[c]:
            w = self.value[m]
            if w == UNKNOWN:
                free += 1
            elif w != EMPTY:
                full += 1
        return full <= v <= full + free

    def consistent(self, c):
        if not self.fits(c):
            return False
        for m in self.board.neighbours[c]:
            if not self.fits(m):
                return False
        return True

    def solve(self, depth=0):
        if depth == len(self.order):
            self.solutions += 1
            if self.first is None:
                self.first = self.value[:]
            return
        c = self.order[depth]
        if self.empties:
            self.empties -= 1
            self.value[c] = EMPTY
            if self.consistent(c):
                self.solve(depth + 1)
            self.empties += 1
        tiles = self.tiles
        for v in range(7):
            if tiles[v]:
                tiles[v] -= 1
                self.value[c] = v
                if self.consistent(c):
                    self.solve(depth + 1)
                tiles[v] += 1
        self.value[c] = UNKNOWN


def picture(board, values):
    """The solution as rows of the hexagon, '.' for an empty cell."""
    rows = {}
    for (q, r), v in zip(board.cells, values):
        rows.setdefault(r, []).append('.' if v == EMPTY else str(v))
    return '/'.join(''.join(rows[r]) for r in sorted(rows))


def bench():
    rng = Rng(7)
    results = []
    for side, fill, given in ((3, 60, 3), (4, 65, 11), (3, 70, 2), (3, 50, 1), (3, 45, 0)):
        board = Hexagon(side)
        tiles, shown, values = make_puzzle(board, rng, fill, given)
        solver = Solver(board, tiles, shown)
        solver.solve()
        assert solver.solutions >= 1
        results.append((side, solver.solutions, picture(board, solver.first)))
    return results
