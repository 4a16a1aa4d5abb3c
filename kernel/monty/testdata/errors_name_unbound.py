# NameError and UnboundLocalError in module, function, class and comprehension scopes.
def check(fn):
    try:
        fn()
    except NameError as e:
        print(type(e).__name__ + ":", e)
check(lambda: undefined_global)
def local_before_assign():
    print(v)
    v = 1
check(local_before_assign)
def deleted_local():
    w = 1
    del w
    return w
check(deleted_local)
def comprehension_free():
    return [q for _ in range(1)]
check(comprehension_free)
def free_in_closure():
    def inner():
        return later
    r = inner
    return r()
check(free_in_closure)
def class_body():
    class C:
        attr = not_defined_anywhere
check(class_body)
def after_except():
    try:
        raise ValueError
    except ValueError as err:
        pass
    return err
check(after_except)
print(issubclass(UnboundLocalError, NameError))
