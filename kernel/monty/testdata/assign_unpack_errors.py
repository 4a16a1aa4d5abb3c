# Unpacking errors carry CPython's exact messages.
def attempt(label, fn):
    try:
        fn()
    except (ValueError, TypeError) as e:
        print(label, type(e).__name__ + ":", e)

def too_many():
    a, b = [1, 2, 3]
def too_few():
    a, b, c = (1, 2)
def too_few_star():
    a, b, *c = [1]
def not_iterable():
    a, b = 5
def not_iterable_none():
    a, = None
def too_many_gen():
    a, b = (i for i in range(5))
def one_value():
    a, b = [1]
def dict_items():
    (k1, v1), (k2, v2) = {"a": 1}.items()

attempt("too_many", too_many)
attempt("too_few", too_few)
attempt("too_few_star", too_few_star)
attempt("not_iterable", not_iterable)
attempt("not_iterable_none", not_iterable_none)
attempt("too_many_gen", too_many_gen)
attempt("one_value", one_value)
attempt("dict_items", dict_items)
# partial assignment: nothing is bound when unpacking fails
x = y = "old"
try:
    x, y = [1, 2, 3]
except ValueError:
    pass
print(x, y)
