# Nested and self-referencing containers under ==, <, hash, repr, str,
# copy.deepcopy, json.dumps and pprint: deep ones end in RecursionError
# with CPython's message, shallow ones work.
import copy
import json
import pprint
from dataclasses import dataclass


def attempt(name, f, message=True):
    # message=False: a recursion through Python functions and built-ins,
    # whose message says which of them crossed the limit; that depends on
    # the depth the program started at, so only the type is compared.
    try:
        r = f()
        if isinstance(r, str):
            r = len(r)
        print(name, "->", r)
    except RecursionError as e:
        print(name, "->", type(e).__name__, e if message else "")
    except ValueError as e:
        print(name, "->", type(e).__name__, e)


def deep_list(n):
    x = []
    for i in range(n):
        x = [x]
    return x


def deep_tuple(n):
    x = ()
    for i in range(n):
        x = (x,)
    return x


def deep_dict(n):
    x = {}
    for i in range(n):
        x = {"k": x}
    return x


def deep_set(n):
    x = frozenset()
    for i in range(n):
        x = frozenset([x])
    return x


@dataclass
class Node:
    child: object = None


def deep_node(n):
    x = Node()
    for i in range(n):
        x = Node(x)
    return x


class Box:
    def __init__(self, inner):
        self.inner = inner

    def __eq__(self, other):
        return isinstance(other, Box) and self.inner == other.inner

    def __lt__(self, other):
        return self.inner < other.inner

    def __repr__(self):
        return "Box(" + repr(self.inner) + ")"

    def __hash__(self):
        return hash(self.inner)


def deep_box(n):
    x = 0
    for i in range(n):
        x = Box(x)
    return x


# Self-references.
d = {}
d["self"] = d
e = {}
e["self"] = e
attempt("dict self ==", lambda: d == e)
attempt("dict self is-equal", lambda: d == d)
attempt("dict self repr", lambda: repr(d))
attempt("dict self str", lambda: str(d))
l1 = []
l1.append(l1)
l2 = []
l2.append(l2)
attempt("list self ==", lambda: l1 == l2)
attempt("list self <", lambda: l1 < l2)
attempt("list self repr", lambda: repr(l1))
attempt("list self deepcopy", lambda: copy.deepcopy(l1)[0] is not l1)
attempt("list self json", lambda: json.dumps(l1))
attempt("dict self json", lambda: json.dumps(d))
attempt("list self pprint", lambda: "<Recursion on list with id=" in pprint.pformat(l1))
attempt("dict self pprint", lambda: "<Recursion on dict with id=" in pprint.pformat(d))
n1 = Node()
n1.child = n1
n2 = Node()
n2.child = n2
attempt("dataclass self ==", lambda: n1 == n2, message=False)
attempt("dataclass self repr", lambda: repr(n1), message=False)
b1 = Box(None)
b1.inner = b1
b2 = Box(None)
b2.inner = b2
attempt("class self ==", lambda: b1 == b2, message=False)
attempt("class self <", lambda: b1 < b2, message=False)
attempt("class self hash", lambda: hash(b1), message=False)
attempt("class self repr", lambda: repr(b1), message=False)

# Deep nesting past the recursion limit.
N = 100000
attempt("list deep ==", lambda: deep_list(N) == deep_list(N))
attempt("list deep <", lambda: deep_list(N) < deep_list(N))
attempt("list deep in", lambda: deep_list(N) in [deep_list(N)])
attempt("list deep sorted", lambda: sorted([deep_list(N), deep_list(N)]))
attempt("list deep repr", lambda: repr(deep_list(N)))
attempt("list deep str", lambda: str(deep_list(N)))
attempt("tuple deep ==", lambda: deep_tuple(N) == deep_tuple(N))
attempt("tuple deep <=", lambda: deep_tuple(N) <= deep_tuple(N))
attempt("tuple deep repr", lambda: repr(deep_tuple(N)))
attempt("dict deep ==", lambda: deep_dict(N) == deep_dict(N))
attempt("dict deep !=", lambda: deep_dict(N) != deep_dict(N))
attempt("dict deep repr", lambda: repr(deep_dict(N)))
attempt("dict deep str", lambda: str(deep_dict(N)))
attempt("dict deep format", lambda: "{}".format(deep_dict(N)))
attempt("dict deep f-string", lambda: f"{deep_dict(N)!r}")
attempt("frozenset deep ==", lambda: deep_set(3000) == deep_set(3000))
attempt("frozenset deep repr", lambda: repr(deep_set(3000)))
attempt("dataclass deep ==", lambda: deep_node(N) == deep_node(N), message=False)
attempt("dataclass deep repr", lambda: repr(deep_node(N)), message=False)
attempt("class deep ==", lambda: deep_box(N) == deep_box(N), message=False)
attempt("class deep <", lambda: deep_box(N) < deep_box(N), message=False)
attempt("class deep hash", lambda: hash(deep_box(N)), message=False)
attempt("class deep repr", lambda: repr(deep_box(N)), message=False)
# (deepcopy's message depends on which call crosses the limit: a Python
# function's or a built-in's; only the type is compared.)
for name, f in [("list deep deepcopy", deep_list), ("dict deep deepcopy", deep_dict)]:
    try:
        copy.deepcopy(f(N))
    except RecursionError as e:
        print(name, "->", type(e).__name__)
attempt("list deep json", lambda: json.dumps(deep_list(N)))
attempt("dict deep json", lambda: json.dumps(deep_dict(N)))
attempt("json deep loads", lambda: json.loads("[" * N + "]" * N))
attempt("list deep pprint", lambda: pprint.pformat(deep_list(N)))
attempt("dict deep pprint", lambda: pprint.pformat(deep_dict(N)))

# Hashing a tuple does not count against the limit (in CPython neither).
attempt("tuple deep hash", lambda: hash(deep_tuple(5000)) == hash(deep_tuple(5000)))
attempt("tuple deep in dict", lambda: {deep_tuple(5000): 1}[deep_tuple(5000)])

# Shallow enough: everything works.
M = 200
attempt("list ==", lambda: deep_list(M) == deep_list(M))
attempt("list <", lambda: deep_list(M) < deep_list(M + 1))
attempt("dict ==", lambda: deep_dict(M) == deep_dict(M))
attempt("tuple repr", lambda: repr(deep_tuple(M)))
attempt("dict repr", lambda: repr(deep_dict(M)))
attempt("frozenset ==", lambda: deep_set(M) == deep_set(M))
attempt("dataclass ==", lambda: deep_node(M) == deep_node(M))
attempt("class ==", lambda: deep_box(M) == deep_box(M))
attempt("deepcopy", lambda: copy.deepcopy(deep_dict(M)) == deep_dict(M))
attempt("json", lambda: json.loads(json.dumps(deep_list(M))) == deep_list(M))
attempt("pprint", lambda: pprint.pformat(deep_list(M)))
print("done")
