# Decorator expressions are evaluated top to bottom, then applied bottom to top.
def make(name):
    print("evaluate", name)
    def deco(fn):
        print("apply", name, "to", fn.__name__)
        return fn
    return deco
@make("outer")
@make("middle")
@make("inner")
def target():
    pass
class C:
    @make("method deco")
    def m(self): pass
@make("class deco")
class D:
    print("class body runs before class decorator")
