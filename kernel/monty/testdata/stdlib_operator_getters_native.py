# operator.itemgetter and attrgetter: single and several items, dotted
# paths, reprs, reduce, errors, and use as sort keys.
import operator
from operator import itemgetter, attrgetter


class P:
    def __init__(self, name, age):
        self.name, self.age = name, age
        self.inner = self

    def __repr__(self):
        return "P(%r, %r)" % (self.name, self.age)


rows = [{"a": 3, "b": "x"}, {"a": 1, "b": "z"}, {"a": 2, "b": "y"}]
print(sorted(rows, key=itemgetter("a")), itemgetter("a", "b")(rows[0]), itemgetter(slice(1, 3))("hello"))
people = [P("bo", 30), P("al", 25), P("cy", 30)]
print(sorted(people, key=attrgetter("age", "name")), attrgetter("inner.inner.name")(people[0]))
print(repr(itemgetter(1, "k")), repr(attrgetter("a.b", "c")), itemgetter(2).__reduce__()[1], type(itemgetter(0)).__name__)
for make in (lambda: itemgetter(), lambda: attrgetter(), lambda: attrgetter(1), lambda: itemgetter(5)([1]),
             lambda: itemgetter("k")({}), lambda: attrgetter("nope")(people[0]), lambda: itemgetter(0)(1, 2)):
    try:
        make()
    except Exception as e:
        print(type(e).__name__, e)
try:
    class Sub(itemgetter):
        pass
except TypeError as e:
    print("TypeError", e)
print(list(map(operator.itemgetter(0), [(1, 2), (3, 4)])), operator.methodcaller("upper")("abc"))
