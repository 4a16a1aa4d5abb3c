# pprint.pformat of a wide, nested structure (dicts, lists, tuples, long
# strings), narrow and wide, and saferepr of the same.
import pprint


def structure(n):
    return {
        "users": [{"name": "user%03d" % i, "roles": ["admin", "dev"][: i % 2 + 1], "limits": (i, i * 10, i * 100),
                   "bio": "a fairly long description of user %d that will need wrapping" % i} for i in range(n)],
        "index": {i: [j for j in range(i % 6)] for i in range(n)},
    }


def bench():
    data = structure(600)
    total = 0
    for width in (30, 40, 60, 80, 100, 120):
        total += len(pprint.pformat(data, width=width))
    total += len(pprint.saferepr(data))
    return total
