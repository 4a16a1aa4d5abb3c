# Classes defined inside functions and classes: closures, qualnames, independence.
def make_class(greeting):
    class Greeter:
        def greet(self, name):
            return f"{greeting}, {name}"
    return Greeter
Hi, Yo = make_class("hi"), make_class("yo")
print(Hi().greet("a"), Yo().greet("b"), Hi is Yo, Hi.__qualname__)
class Outer:
    class Inner:
        value = 1
        class Deepest:
            value = 2
    def make(self):
        return self.Inner()
print(Outer.Inner.value, Outer.Inner.Deepest.value, Outer.Inner.Deepest.__qualname__, type(Outer().make()).__name__)
try:
    class Bad:
        class Nested:
            ref = Bad
except NameError as e:
    print("NameError:", e)
class Tree:
    class Node:
        def __init__(self, v, kids=()):
            self.v, self.kids = v, list(kids)
    def __init__(self):
        self.root = self.Node(0, [self.Node(1), self.Node(2, [self.Node(3)])])
    def values(self, n=None):
        n = n or self.root
        yield n.v
        for k in n.kids:
            yield from self.values(k)
print(list(Tree().values()))
