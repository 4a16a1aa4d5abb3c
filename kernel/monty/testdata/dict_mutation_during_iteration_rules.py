# CPython 3.11's rule for mutating a dict while iterating it: a size change
# raises at the next step; deletions leave holes and additions go to the
# end, so a same-size mutation is seen, or raises "keys changed" once more
# entries are found than the dict had; a resize compacts the table.
import random

d = {1: 1, 2: 2, 3: 3}
for k in d:
    del d[k]
    d[k + 10] = 0
print(d)

def trial(seed, build, n):
    rnd = random.Random(seed)
    src = {i: i for i in range(n)}
    if build == 'literal':
        d = eval('{' + ','.join('%d: %d' % (i, i) for i in range(n)) + '}')
    elif build == 'inserted':
        d = {}
        for i in range(n):
            d[i] = i
    elif build == 'comprehension':
        d = {i: i for i in range(n)}
    elif build == 'zip':
        d = dict(zip(range(n), range(n)))
    elif build == 'copy_with_holes':
        d = {i: i for i in range(n + 3)}
        for i in range(3):
            del d[i]
        d = d.copy()
    elif build == 'holes':
        d = {i: i for i in range(n + 2)}
        del d[0]
        del d[n]
    elif build == 'update':
        d = {}
        d.update(src)
    elif build == 'update_nonempty':
        d = {-1: 0}
        d.update(src)
    elif build == 'star':
        d = {**src}
    elif build == 'str_keys':
        d = dict(**{'k%d' % i: i for i in range(n)})
    elif build == 'fromkeys':
        d = dict.fromkeys(range(n))
    elif build == 'cleared':
        d = {i: i for i in range(n + 5)}
        d.clear()
        for i in range(n):
            d[i] = i
    elif build == 'popitem':
        d = {i: i for i in range(n + 4)}
        for i in range(3):
            d.popitem()
    out = []
    nxt = 1000
    try:
        for k in d:
            out.append(k)
            op = rnd.randrange(4)
            if op == 0:
                del d[k]
                d[nxt] = 0
                nxt += 1
            elif op == 1 and len(d) > 1:
                other = rnd.choice(list(d))
                del d[other]
                d[nxt] = 0
                nxt += 1
            elif op == 2:
                d[k] = -1
            if len(out) > 60:
                break
        res = 'done'
    except RuntimeError as e:
        res = str(e)
    return out, res, list(d)

for build in ['literal', 'inserted', 'comprehension', 'zip', 'copy_with_holes',
              'holes', 'update', 'update_nonempty', 'star', 'str_keys',
              'fromkeys', 'cleared', 'popitem']:
    for n in [1, 2, 3, 5, 6, 8, 11, 20]:
        for seed in range(4):
            print(build, n, seed, trial(seed, build, n))

# The errors are sticky; the length hint follows the countdown.
d = {1: 1, 2: 2, 3: 3}
it = iter(d)
print(next(it), it.__length_hint__())
d[4] = 4
for _ in range(2):
    try:
        next(it)
    except RuntimeError as e:
        print(e)
del d[4]
try:
    print(list(it))
except RuntimeError as e:
    print("still:", e, it.__length_hint__())

# Items and values iterators follow the same rule.
d = {i: i for i in range(10)}
for k, v in d.items():
    if k == 2:
        del d[k]
        d[200] = 2
print(d)
d = {'a': 1, 'b': 2}
try:
    for v in d.values():
        d['c' + str(v)] = v
except RuntimeError as e:
    print(e, sorted(d))
d = {'a': 1, 'b': 2}
try:
    for k in d:
        print("at", k)
        d.pop('b', None)
        d[5] = 5
except RuntimeError as e:
    print(e, d)
