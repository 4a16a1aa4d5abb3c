# deepcopy of nested records: dicts, lists, tuples, instances and a shared
# reference that the memo must keep shared.
import copy


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


def record(i):
    shared = [i, i + 1]
    return {
        "id": i,
        "name": "item-%d" % i,
        "tags": ["a", "b", "c"][: i % 3 + 1],
        "coords": (i * 0.5, i * 1.5),
        "points": [Point(i, j) for j in range(3)],
        "pair": (shared, shared),
        "meta": {"nested": {"deep": [i] * 4}},
    }


def bench():
    data = [record(i) for i in range(300)]
    for _ in range(25):
        clone = copy.deepcopy(data)
    first = clone[7]
    return len(clone), first["pair"][0] is first["pair"][1], first["points"][2].y, first["meta"] == data[7]["meta"]
