"""Heap queue algorithm (a.k.a. priority queue).

A heap is a list with a[k] <= a[2*k+1] and a[k] <= a[2*k+2] for every k,
so a[0] is always its smallest item. The functions keep that invariant;
the _max variants keep the mirrored one for merge(reverse=True) and
nlargest.
"""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


def _check_list(heap, name):
    if not isinstance(heap, list):
        raise TypeError('%s() argument 1 must be list, not %s' % (name, type(heap).__name__))


def heappush(heap, item, /):
    """Push item onto the heap, keeping it a heap."""
    _check_list(heap, 'heappush')
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def heappop(heap, /):
    """Pop and return the smallest item of the heap, keeping it a heap."""
    _check_list(heap, 'heappop')
    if not heap:
        raise IndexError('index out of range')
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup(heap, 0)
        return returnitem
    return lastelt


def heapreplace(heap, item, /):
    """Pop and return the smallest item, then push item (one sift, so
    faster than heappop then heappush; the result may be larger than item).
    """
    _check_list(heap, 'heapreplace')
    if not heap:
        raise IndexError('index out of range')
    returnitem = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return returnitem


def heappushpop(heap, item, /):
    """Push item, then pop and return the smallest item (faster than the
    two calls).
    """
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _siftup(heap, 0)
    return item


def heapify(x, /):
    """Turn the list x into a heap, in place, in linear time."""
    if not isinstance(x, list):
        raise TypeError('heapify() argument must be list, not %s' % type(x).__name__)
    n = len(x)
    for i in reversed(range(n // 2)):
        _siftup(x, i)


def _heappop_max(heap):
    """Maxheap version of a heappop."""
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup_max(heap, 0)
        return returnitem
    return lastelt


def _heapreplace_max(heap, item):
    """Maxheap version of a heappop followed by a heappush."""
    returnitem = heap[0]
    heap[0] = item
    _siftup_max(heap, 0)
    return returnitem


def _heapify_max(x):
    """Transform list into a maxheap, in-place, in O(len(x)) time."""
    n = len(x)
    for i in reversed(range(n // 2)):
        _siftup_max(x, i)


def _siftdown(heap, startpos, pos):
    # Move the item at pos up towards startpos until its parent is not
    # larger.
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup(heap, pos):
    # Move the smaller child up until a leaf is reached, then put the item
    # there and sift it back down: fewer comparisons than stopping early.
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)


def _siftdown_max(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if parent < newitem:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup_max(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[rightpos] < heap[childpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown_max(heap, startpos, pos)


def merge(*iterables, key=None, reverse=False):
    """Merge sorted iterables into one sorted iterator, lazily.

    key orders the items as in sorted(); reverse=True merges iterables
    sorted from largest to smallest.
    """
    h = []
    if reverse:
        _heapify_ = _heapify_max
        _heappop_ = _heappop_max
        _heapreplace_ = _heapreplace_max
        direction = -1
    else:
        _heapify_ = heapify
        _heappop_ = heappop
        _heapreplace_ = heapreplace
        direction = 1

    # Entries are [value, order, next] (or [key, order, value, next]); the
    # order number breaks ties stably and keeps values from being compared.
    if key is None:
        for order, it in enumerate(map(iter, iterables)):
            for value in it:
                h.append([value, order * direction, it.__next__])
                break
        _heapify_(h)
        while len(h) > 1:
            try:
                while True:
                    value, order, nxt = s = h[0]
                    yield value
                    s[0] = nxt()
                    _heapreplace_(h, s)
            except StopIteration:
                _heappop_(h)
        if h:
            value, order, nxt = h[0]
            yield value
            for value in nxt.__self__:
                yield value
        return

    for order, it in enumerate(map(iter, iterables)):
        for value in it:
            h.append([key(value), order * direction, value, it.__next__])
            break
    _heapify_(h)
    while len(h) > 1:
        try:
            while True:
                key_value, order, value, nxt = s = h[0]
                yield value
                value = nxt()
                s[0] = key(value)
                s[2] = value
                _heapreplace_(h, s)
        except StopIteration:
            _heappop_(h)
    if h:
        key_value, order, value, nxt = h[0]
        yield value
        for value in nxt.__self__:
            yield value


def nsmallest(n, iterable, key=None):
    """The n smallest items of iterable, smallest first; the same as
    sorted(iterable, key=key)[:n].
    """
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        result = min(it, default=sentinel, key=key)
        return [] if result is sentinel else [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key)[:n]
    if n <= 0:
        return []
    # A max-heap of the n smallest seen so far, as [key, order, value].
    it = iter(iterable)
    if key is None:
        result = [(elem, i) for i, elem in zip(range(n), it)]
        if not result:
            return result
        _heapify_max(result)
        top = result[0][0]
        order = n
        for elem in it:
            if elem < top:
                _heapreplace_max(result, (elem, order))
                top, _order = result[0]
                order += 1
        result.sort()
        return [elem for (elem, order) in result]
    result = [(key(elem), i, elem) for i, elem in zip(range(n), it)]
    if not result:
        return result
    _heapify_max(result)
    top = result[0][0]
    order = n
    for elem in it:
        k = key(elem)
        if k < top:
            _heapreplace_max(result, (k, order, elem))
            top, _order, _elem = result[0]
            order += 1
    result.sort()
    return [elem for (k, order, elem) in result]


def nlargest(n, iterable, key=None):
    """The n largest items of iterable, largest first; the same as
    sorted(iterable, key=key, reverse=True)[:n].
    """
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        result = max(it, default=sentinel, key=key)
        return [] if result is sentinel else [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=True)[:n]
    if n <= 0:
        return []
    # A min-heap of the n largest seen so far; the order number decreases so
    # that among equals the earliest wins, as sorted(reverse=True) keeps.
    it = iter(iterable)
    if key is None:
        result = [(elem, i) for i, elem in zip(range(0, -n, -1), it)]
        if not result:
            return result
        heapify(result)
        top = result[0][0]
        order = -n
        for elem in it:
            if top < elem:
                heapreplace(result, (elem, order))
                top, _order = result[0]
                order -= 1
        result.sort(reverse=True)
        return [elem for (elem, order) in result]
    result = [(key(elem), i, elem) for i, elem in zip(range(0, -n, -1), it)]
    if not result:
        return result
    heapify(result)
    top = result[0][0]
    order = -n
    for elem in it:
        k = key(elem)
        if top < k:
            heapreplace(result, (k, order, elem))
            top, _order, _elem = result[0]
            order -= 1
    result.sort(reverse=True)
    return [elem for (k, order, elem) in result]
