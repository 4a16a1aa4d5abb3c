# Class bodies are not enclosing scopes for the functions defined in them.
x = "global"
class C:
    x = "class"
    y = x + "!"
    def method(self):
        return x
    lam = lambda self: x
    # comprehensions in a class body can't see class names (except the first iterable)
    items = [x for _ in range(2)]
    first_iter = [c for c in x]
print(C.y, C().method(), C().lam(), C.items, C.first_iter[:3])

def f():
    z = "f-local"
    class D:
        z = "class-z"
        w = z
        def m(self):
            return z
    return D.w, D().m()
print(f())

# a name the class body assigns is looked up in the class namespace, then in
# globals, skipping the enclosing function
q = "global-q"
def g():
    q = "enclosing"
    class E:
        print("E sees", q)
        q = "class"
        print("E now", q)
    return E.q
print(g())

class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
Counter(); Counter()
print(Counter.count)
