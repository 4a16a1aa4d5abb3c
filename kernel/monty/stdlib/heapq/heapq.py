"""Heap queues: lists kept so that heap[k] <= heap[2*k+1] and
heap[k] <= heap[2*k+2], the smallest item at heap[0]. Only < is used to
compare items.

Sifting a replaced root first walks the hole down to a leaf along the
smaller children, then bubbles the new item up from there: fewer
comparisons than stopping early, since the new item usually belongs near
the bottom. Doing it exactly that way also keeps the list layouts the
same as CPython's, which programs print.
"""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']  # CPython's order


def _need_list(obj, what):
    if type(obj) is not list and not isinstance(obj, list):
        # The C argument checks name None as itself.
        kind = 'None' if obj is None else type(obj).__name__
        raise TypeError(f'{what} must be list, not {kind}')


# Min-heap sifts. _bubble moves heap[pos] up towards start; _settle makes
# heap[pos] sink into its subtree.

def _bubble(heap, start, pos):
    item = heap[pos]
    while pos > start:
        up = (pos - 1) >> 1
        if not item < heap[up]:
            break
        heap[pos] = heap[up]
        pos = up
    heap[pos] = item


def _settle(heap, pos):
    size = len(heap)
    top, item = pos, heap[pos]
    child = 2 * pos + 1
    while child < size:
        other = child + 1
        if other < size and not heap[child] < heap[other]:
            child = other
        heap[pos] = heap[child]
        pos, child = child, 2 * child + 1
    heap[pos] = item
    _bubble(heap, top, pos)


# The same for max-heaps (used by merge(reverse=True) and nsmallest).

def _bubble_max(heap, start, pos):
    item = heap[pos]
    while pos > start:
        up = (pos - 1) >> 1
        if not heap[up] < item:
            break
        heap[pos] = heap[up]
        pos = up
    heap[pos] = item


def _settle_max(heap, pos):
    size = len(heap)
    top, item = pos, heap[pos]
    child = 2 * pos + 1
    while child < size:
        other = child + 1
        if other < size and not heap[other] < heap[child]:
            child = other
        heap[pos] = heap[child]
        pos, child = child, 2 * child + 1
    heap[pos] = item
    _bubble_max(heap, top, pos)


def heappush(heap: list, item) -> None:
    """Add item, keeping the heap invariant."""
    _need_list(heap, 'heappush() argument 1')
    heap.append(item)
    _bubble(heap, 0, len(heap) - 1)


def heappop(heap):
    """Remove and return the smallest item."""
    _need_list(heap, 'heappop() argument')
    if not heap:
        raise IndexError('index out of range')
    last = heap.pop()
    if not heap:
        return last
    smallest, heap[0] = heap[0], last
    _settle(heap, 0)
    return smallest


def heapreplace(heap: list, item):
    """Pop the smallest item, then push item (the result may be larger
    than item)."""
    _need_list(heap, 'heapreplace() argument 1')
    if not heap:
        raise IndexError('index out of range')
    smallest, heap[0] = heap[0], item
    _settle(heap, 0)
    return smallest


def heappushpop(heap: list, item):
    """Push item, then pop the smallest item, in one step."""
    _need_list(heap, 'heappushpop() argument 1')
    if not heap or not heap[0] < item:
        return item  # item itself would come straight back out
    smallest, heap[0] = heap[0], item
    _settle(heap, 0)
    return smallest


def heapify(x):
    """Rearrange the list x into a heap, in place, in linear time."""
    _need_list(x, 'heapify() argument')
    for pos in range(len(x) // 2 - 1, -1, -1):
        _settle(x, pos)


def _heapify_max(x: list) -> None:
    for pos in range(len(x) // 2 - 1, -1, -1):
        _settle_max(x, pos)


def _heappop_max(heap: list):
    last = heap.pop()
    if not heap:
        return last
    largest, heap[0] = heap[0], last
    _settle_max(heap, 0)
    return largest


def _heapreplace_max(heap: list, item):
    largest, heap[0] = heap[0], item
    _settle_max(heap, 0)
    return largest


def merge(*iterables, key=None, reverse=False) -> 'Iterator':
    """Merge sorted inputs into one sorted iterator, lazily. Items that
    compare equal come in the order of their inputs."""
    # Each live input is [sort key, tie-break, item, iterator]; the
    # tie-break is unique, so items and iterators are never compared.
    live = []
    for index, iterator in enumerate(map(iter, iterables)):
        for first in iterator:
            rank = first if key is None else key(first)
            live.append([rank, -index if reverse else index, first, iterator])
            break
    settle = _settle_max if reverse else _settle
    (_heapify_max if reverse else heapify)(live)
    while len(live) > 1:
        entry = live[0]
        yield entry[2]
        for item in entry[3]:
            entry[0] = item if key is None else key(item)
            entry[2] = item
            settle(live, 0)
            break
        else:
            (_heappop_max if reverse else heappop)(live)
    if live:
        rest = live[0]
        yield rest[2]
        yield from rest[3]


def _smallest_ranked(n, iterable, key, reverse):
    """The n first items of sorted(iterable, key=key, reverse=reverse),
    keeping only n candidates at a time."""
    if n <= 0:
        return []
    try:
        everything = n >= len(iterable)
    except TypeError:
        pass
    else:
        if everything:
            return sorted(iterable, key=key, reverse=reverse)[:n]
    # A heap of the n best so far, its worst on top: a max-heap for the
    # smallest items, a min-heap for the largest. Ties keep input order:
    # the running count is the second component.
    step = -1 if reverse else 1
    kept = []
    count = 0
    for item in iterable:
        rank = item if key is None else key(item)
        entry = (rank, count * step, item)
        count += 1
        if len(kept) < n:
            kept.append(entry)
            if len(kept) == n:
                (heapify if reverse else _heapify_max)(kept)
            continue
        worst = kept[0][0]
        if (worst < rank) if reverse else (rank < worst):
            (heapreplace if reverse else _heapreplace_max)(kept, entry)
    kept.sort(reverse=reverse)
    return [entry[2] for entry in kept]


def nsmallest(n, iterable, key=None) -> list:
    """The n smallest items: sorted(iterable, key=key)[:n]."""
    if n == 1:
        none = object()
        found = min(iterable, default=none, key=key)
        return [] if found is none else [found]
    return _smallest_ranked(n, iterable, key, False)


def nlargest(n, iterable, key=None) -> list:
    """The n largest items: sorted(iterable, key=key, reverse=True)[:n]."""
    if n == 1:
        none = object()
        found = max(iterable, default=none, key=key)
        return [] if found is none else [found]
    return _smallest_ranked(n, iterable, key, True)
