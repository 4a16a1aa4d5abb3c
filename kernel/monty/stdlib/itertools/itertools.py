"""Functional tools for creating and using iterators.

Most tools here are generator functions wrapped by a plain function that
checks the arguments (and calls iter() on them) eagerly, so that errors are
raised at the call as CPython's C implementation raises them. count, repeat
and tee's iterators are classes, because their reprs or copying matter.

Infinite iterators:
count(start=0, step=1) --> start, start+step, start+2*step, ...
cycle(p) --> p0, p1, ... plast, p0, p1, ...
repeat(elem [,n]) --> elem, elem, elem, ... endlessly or up to n times

Iterators terminating on the shortest input sequence:
accumulate, chain, chain.from_iterable, compress, dropwhile, filterfalse,
groupby, islice, pairwise, starmap, tee, takewhile, zip_longest

Combinatoric generators:
product, permutations, combinations, combinations_with_replacement
"""

import sys as _sys

_maxsize = _sys.maxsize


class count:
    """count(start=0, step=1): an iterator of start, start+step,
    start+2*step, ... without end.
    """
    __slots__ = ('_value', '_step')

    def __init__(self, start=0, step=1):
        for value in (start, step):
            if not hasattr(type(value), '__add__') or isinstance(value, (str, bytes, list, tuple)):
                raise TypeError('a number is required')
        self._value = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        value = self._value
        self._value = value + self._step
        return value

    def __repr__(self):
        step = self._step
        if isinstance(step, int) and step == 1:
            return '%s(%r)' % (type(self).__name__, self._value)
        return '%s(%r, %r)' % (type(self).__name__, self._value, step)

    def __reduce__(self):
        return type(self), (self._value, self._step)


def cycle(iterable, /):
    """The items of iterable, then the same items again, without end."""
    return _cycle(iter(iterable))


def _cycle(it):
    saved = []
    for element in it:
        yield element
        saved.append(element)
    if not saved:
        return
    while True:
        yield from saved


class repeat:
    """repeat(object[, times]): object, times times (without end when times
    is not given).
    """
    __slots__ = ('_object', '_times')

    def __init__(self, *args, **kwargs):
        if not args and 'object' not in kwargs:
            raise TypeError("repeat() missing required argument 'object' (pos 1)")
        self._init(*args, **kwargs)

    def _init(self, object, times=None):
        self._object = object
        if times is not None:
            times = max(times.__index__(), 0)
        self._times = times

    def __iter__(self):
        return self

    def __next__(self):
        times = self._times
        if times is None:
            return self._object
        if times <= 0:
            raise StopIteration
        self._times = times - 1
        return self._object

    def __length_hint__(self):
        if self._times is None:
            raise TypeError('len() of unsized object')
        return self._times

    def __repr__(self):
        if self._times is None:
            return '%s(%r)' % (type(self).__name__, self._object)
        return '%s(%r, %d)' % (type(self).__name__, self._object, self._times)

    def __reduce__(self):
        if self._times is None:
            return type(self), (self._object,)
        return type(self), (self._object, self._times)


def accumulate(iterable, func=None, *, initial=None):
    """Running totals of iterable (or running results of the binary
    function func), starting with initial when given.
    """
    return _accumulate(iter(iterable), func, initial)


def _accumulate(it, func, initial):
    total = initial
    if initial is None:
        for total in it:
            break
        else:
            return
    yield total
    if func is None:
        for element in it:
            total = total + element
            yield total
    else:
        for element in it:
            total = func(total, element)
            yield total


def _chain(iterables):
    for it in iterables:
        yield from it


def chain(*iterables):
    """The items of the first iterable, then of the second, and so on."""
    return _chain(iterables)


def _from_iterable(iterable, /):
    """chain() of the iterables that iterable yields, taken lazily."""
    return _chain(iterable)


chain.from_iterable = _from_iterable


def compress(data, selectors):
    """The items of data whose matching item of selectors is true."""
    return _compress(iter(data), iter(selectors))


def _compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


def dropwhile(predicate, iterable, /):
    """The items of iterable from the first for which predicate is false."""
    return _dropwhile(predicate, iter(iterable))


def _dropwhile(predicate, it):
    for x in it:
        if not predicate(x):
            yield x
            break
    yield from it


def filterfalse(function, iterable, /):
    """The items of iterable for which function is false (which are
    false when function is None).
    """
    return _filterfalse(function, iter(iterable))


def _filterfalse(predicate, it):
    if predicate is None:
        predicate = bool
    for x in it:
        if not predicate(x):
            yield x


class _GroupbyState:
    __slots__ = ('it', 'keyfunc', 'tgtkey', 'currkey', 'currvalue', 'exhausted', 'id')

    def step(self):
        try:
            self.currvalue = next(self.it)
        except StopIteration:
            self.exhausted = True
            raise
        self.currkey = self.keyfunc(self.currvalue)


def groupby(iterable, key=None):
    """(key, group) pairs for runs of consecutive items of iterable with
    equal keys (key(item), or the item itself); each group is an iterator
    that ends when the next group is asked for.
    """
    state = _GroupbyState()
    state.it = iter(iterable)
    state.keyfunc = (lambda x: x) if key is None else key
    state.exhausted = False
    state.id = 0
    return _groupby(state)


def _groupby(state):
    sentinel = state.tgtkey = state.currkey = state.currvalue = object()
    while True:
        # Asking for the next group ends the current group's iterator.
        state.id += 1
        if state.currkey is sentinel:
            try:
                state.step()
            except StopIteration:
                return
        # Skip what is left of the previous group.
        while state.tgtkey is not sentinel and state.currkey == state.tgtkey:
            try:
                state.step()
            except StopIteration:
                return
        state.tgtkey = state.currkey
        yield state.currkey, _grouper(state, state.id, state.tgtkey)


def _grouper(state, gid, tgtkey):
    while state.id == gid and state.currkey == tgtkey:
        yield state.currvalue
        try:
            state.step()
        except StopIteration:
            return


def islice(iterable, *args):
    """islice(iterable, stop) or islice(iterable, start, stop[, step]):
    the items of iterable a slice would select, taken lazily (no negative
    values).
    """
    if len(args) == 1:
        start, stop, step = None, args[0], None
    elif 2 <= len(args) <= 3:
        start, stop = args[0], args[1]
        step = args[2] if len(args) == 3 else None
    else:
        raise TypeError('islice expected at most 4 arguments, got %d' % (len(args) + 1))
    it = iter(iterable)
    if stop is not None:
        stop = _islice_index(stop, 'Stop argument for islice() must be None or an '
                                   'integer: 0 <= x <= sys.maxsize.')
    if start is None:
        start = 0
    else:
        start = _islice_index(start, 'Indices for islice() must be None or an '
                                     'integer: 0 <= x <= sys.maxsize.')
    if step is None:
        step = 1
    else:
        try:
            step = step.__index__()
        except AttributeError:
            step = 0
        if step < 1:
            raise ValueError('Step for islice() must be a positive integer or None.')
    return _islice(it, start, stop, step)


def _islice_index(value, message):
    try:
        value = value.__index__()
    except AttributeError:
        raise ValueError(message) from None
    if value < 0 or value > _maxsize:
        raise ValueError(message)
    return value


def _islice(it, start, stop, step):
    # The C algorithm: skip to the next wanted index lazily, on the call
    # that wants it, so a shared iterator is consumed exactly as far.
    cnt = 0
    nxt = start
    while True:
        while cnt < nxt:
            for _ in it:
                break
            else:
                return
            cnt += 1
        if stop is not None and cnt >= stop:
            return
        for item in it:
            break
        else:
            return
        cnt += 1
        nxt += step
        if stop is not None and nxt > stop:
            nxt = stop
        yield item


def pairwise(iterable, /):
    """Successive overlapping pairs: (s0, s1), (s1, s2), (s2, s3), ..."""
    return _pairwise(iter(iterable))


def _pairwise(it):
    for a in it:
        break
    else:
        return
    for b in it:
        yield a, b
        a = b


def starmap(function, iterable, /):
    """function(*args) for each args tuple of iterable."""
    return _starmap(function, iter(iterable))


def _starmap(function, it):
    for args in it:
        yield function(*args)


def takewhile(predicate, iterable, /):
    """The items of iterable up to the first for which predicate is false."""
    return _takewhile(predicate, iter(iterable))


def _takewhile(predicate, it):
    for x in it:
        if predicate(x):
            yield x
        else:
            break


class _TeeBuffer:
    """The values read from the shared iterator that some tee iterator has
    not consumed yet; each _tee holds an index into it."""
    __slots__ = ('it', 'values', 'base', 'readers')

    def __init__(self, it):
        self.it = it
        self.values = []
        self.base = 0        # absolute index of values[0]
        self.readers = []

    def trim(self):
        low = min(r._index for r in self.readers)
        drop = low - self.base
        if drop > 64 and drop * 2 > len(self.values):
            del self.values[:drop]
            self.base = low


class _tee:
    """One of the iterators tee() returns; copy.copy() makes another."""
    __slots__ = ('_buffer', '_index', '__weakref__')

    def __init__(self, iterable):
        if isinstance(iterable, _tee):
            self._buffer = iterable._buffer
            self._index = iterable._index
        else:
            self._buffer = _TeeBuffer(iter(iterable))
            self._index = 0
        self._buffer.readers.append(self)

    def __iter__(self):
        return self

    def __next__(self):
        buf = self._buffer
        i = self._index - buf.base
        if i < len(buf.values):
            value = buf.values[i]
        else:
            value = next(buf.it)
            buf.values.append(value)
        self._index += 1
        if len(buf.values) > 128:
            buf.trim()
        return value

    def __copy__(self):
        return _tee(self)


def tee(iterable, n=2, /):
    """n independent iterators over the items of iterable."""
    if n < 0:
        raise ValueError('n must be >= 0')
    if n == 0:
        return ()
    it = iter(iterable)
    first = it if hasattr(it, '__copy__') else _tee(it)
    result = [first]
    for _ in range(n - 1):
        result.append(first.__copy__())
    return tuple(result)


def zip_longest(*iterables, fillvalue=None):
    """Tuples of the i-th items of the iterables until the longest is
    exhausted, the shorter ones padded with fillvalue.
    """
    iterators = [iter(it) for it in iterables]
    return _zip_longest(iterators, fillvalue)


def _zip_longest(iterators, fillvalue):
    num_active = len(iterators)
    if not num_active:
        return
    sentinel = object()
    while True:
        values = []
        for i, it in enumerate(iterators):
            value = next(it, sentinel)
            if value is sentinel:
                num_active -= 1
                if not num_active:
                    return
                iterators[i] = repeat(fillvalue)
                value = fillvalue
            values.append(value)
        yield tuple(values)


def product(*iterables, repeat=1):
    """The cartesian product of the iterables (repeated repeat times), as
    tuples in the order of nested loops, the rightmost fastest.
    """
    if repeat < 0:
        raise ValueError('repeat argument cannot be negative')
    pools = [tuple(pool) for pool in iterables] * repeat
    return _product(pools)


def _product(pools):
    result = [()]
    for pool in pools[:-1]:
        result = [x + (y,) for x in result for y in pool]
    if not pools:
        yield ()
        return
    last = pools[-1]
    for prefix in result:
        for y in last:
            yield prefix + (y,)


def permutations(iterable, r=None):
    """The r-length permutations of the items of iterable (all of them by
    default), in lexicographic order of positions.
    """
    pool = tuple(iterable)
    n = len(pool)
    if r is None:
        r = n
    elif r < 0:
        raise ValueError('r must be non-negative')
    return _permutations(pool, n, r)


def _permutations(pool, n, r):
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple([pool[i] for i in indices[:r]])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple([pool[i] for i in indices[:r]])
                break
        else:
            return


def combinations(iterable, r):
    """The r-length combinations of the items of iterable, in
    lexicographic order of positions.
    """
    pool = tuple(iterable)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple([pool[i] for i in indices])
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple([pool[i] for i in indices])


def combinations_with_replacement(iterable, r):
    """The r-length combinations of the items of iterable where an item
    may repeat, in lexicographic order of positions.
    """
    pool = tuple(iterable)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations_with_replacement(pool, r)


def _combinations_with_replacement(pool, r):
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple([pool[i] for i in indices])
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple([pool[i] for i in indices])
