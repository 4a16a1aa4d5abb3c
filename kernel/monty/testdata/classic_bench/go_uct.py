# Computer Go by Monte-Carlo tree search: from the empty 7x7 board, UCT
# (upper confidence bounds on a tree of moves) picks moves, each of whose
# evaluations is a random playout to the end of the game, scored by area.
# Our own implementation; lists of ints, small methods, flood fills and a
# deterministic random generator of our own.

SIZE = 7
EMPTY, BLACK, WHITE = 0, 1, 2
PASS = -1
KOMI = 5.5


def neighbours_table(size):
    table = []
    for p in range(size * size):
        r, c = divmod(p, size)
        ns = []
        if r > 0:
            ns.append(p - size)
        if r < size - 1:
            ns.append(p + size)
        if c > 0:
            ns.append(p - 1)
        if c < size - 1:
            ns.append(p + 1)
        table.append(tuple(ns))
    return table


NEIGHBOURS = neighbours_table(SIZE)


class Rng:
    """A linear congruential generator, the same on every interpreter."""

    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        return (self.state >> 33) % n


class Board:
    def __init__(self):
        self.cells = [EMPTY] * (SIZE * SIZE)
        self.turn = BLACK
        self.ko = None
        self.passes = 0
        self.moves = 0

    def copy(self):
        b = Board.__new__(Board)
        b.cells = self.cells[:]
        b.turn, b.ko, b.passes, b.moves = self.turn, self.ko, self.passes, self.moves
        return b

    def group(self, p):
        """The stones connected to p and whether they have a liberty."""
        colour = self.cells[p]
        cells = self.cells
        seen = {p}
        todo = [p]
        free = False
        while todo:
            q = todo.pop()
            for n in NEIGHBOURS[q]:
                v = cells[n]
                if v == EMPTY:
                    free = True
                elif v == colour and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return seen, free

    def legal(self, p):
        cells = self.cells
        if cells[p] != EMPTY or p == self.ko:
            return False
        me = self.turn
        them = 3 - me
        for n in NEIGHBOURS[p]:
            if cells[n] == EMPTY:
                return True
        # No empty neighbour: legal if it joins a group with another
        # liberty or captures.
        cells[p] = me
        try:
            for n in NEIGHBOURS[p]:
                if cells[n] == them and not self.group(n)[1]:
                    return True
            return self.group(p)[1]
        finally:
            cells[p] = EMPTY

    def play(self, p):
        self.moves += 1
        if p == PASS:
            self.passes += 1
            self.ko = None
            self.turn = 3 - self.turn
            return
        self.passes = 0
        cells = self.cells
        me = self.turn
        them = 3 - me
        cells[p] = me
        captured = []
        for n in NEIGHBOURS[p]:
            if cells[n] == them:
                stones, free = self.group(n)
                if not free:
                    for s in stones:
                        cells[s] = EMPTY
                    captured.extend(stones)
        self.ko = None
        if len(captured) == 1:
            stones, free = self.group(p)
            if len(stones) == 1:
                self.ko = captured[0]
        self.turn = them

    def own_eye(self, p, colour):
        """An empty point every neighbour of which is colour: playouts
        do not fill these."""
        for n in NEIGHBOURS[p]:
            if self.cells[n] != colour:
                return False
        return True

    def random_move(self, rng):
        empties = [p for p in range(SIZE * SIZE) if self.cells[p] == EMPTY]
        n = len(empties)
        if n:
            start = rng.below(n)
            for k in range(n):
                p = empties[(start + k) % n]
                if not self.own_eye(p, self.turn) and self.legal(p):
                    return p
        return PASS

    def over(self):
        return self.passes >= 2 or self.moves > 3 * SIZE * SIZE

    def score(self):
        """Black's area minus White's, komi included."""
        total = -KOMI
        cells = self.cells
        for p in range(SIZE * SIZE):
            v = cells[p]
            if v == BLACK:
                total += 1
            elif v == WHITE:
                total -= 1
            else:
                around = {cells[n] for n in NEIGHBOURS[p]}
                if around == {BLACK}:
                    total += 1
                elif around == {WHITE}:
                    total -= 1
        return total

    def legal_moves(self):
        return [p for p in range(SIZE * SIZE) if self.legal(p)] + [PASS]


class Node:
    __slots__ = ('move', 'parent', 'children', 'untried', 'wins', 'visits', 'player')

    def __init__(self, move, parent, board):
        self.move = move
        self.parent = parent
        self.children = []
        self.untried = board.legal_moves()
        self.wins = 0.0
        self.visits = 0
        self.player = 3 - board.turn   # who made the move into this node

    def best_child(self):
        log_n = log(self.visits)
        best, best_value = None, -1.0
        for c in self.children:
            value = c.wins / c.visits + 1.2 * (log_n / c.visits) ** 0.5
            if value > best_value:
                best, best_value = c, value
        return best


def log(x):
    """The natural logarithm by argument halving and a short series, so
    the search depends on no library."""
    k = 0
    while x > 2.0:
        x /= 2.0
        k += 1
    y = (x - 1.0) / (x + 1.0)
    y2 = y * y
    s, term, n = 0.0, y, 1
    while n < 40:
        s += term / n
        term *= y2
        n += 2
    return 2.0 * s + k * 0.6931471805599453


def search(board, playouts, rng):
    root = Node(None, None, board)
    for _ in range(playouts):
        node, b = root, board.copy()
        while not node.untried and node.children:
            node = node.best_child()
            b.play(node.move)
        if node.untried and not b.over():
            move = node.untried.pop(rng.below(len(node.untried)))
            b.play(move)
            child = Node(move, node, b)
            node.children.append(child)
            node = child
        while not b.over():
            b.play(b.random_move(rng))
        black_wins = b.score() > 0
        while node is not None:
            node.visits += 1
            if (node.player == BLACK) == black_wins:
                node.wins += 1.0
            node = node.parent
    best = max(root.children, key=lambda c: (c.visits, -c.move))
    return best.move, best.visits


def game(moves, playouts, seed):
    rng = Rng(seed)
    board = Board()
    played = []
    for _ in range(moves):
        move, visits = search(board, playouts, rng)
        board.play(move)
        played.append((move, visits))
        if board.over():
            break
    return played, board.score()


def bench():
    return game(2, 220, 2026)
