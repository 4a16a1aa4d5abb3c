# A decorator may return anything: a value, a class, a property-like object.
def to_value(fn):
    return fn()
@to_value
def answer():
    return 42
print(answer, type(answer).__name__)
def to_list(fn):
    return [fn(i) for i in range(3)]
@to_list
def squares(i):
    return i * i
print(squares)
registry = {}
def register(fn):
    registry[fn.__name__] = fn
    return None
@register
def hidden():
    return "called through registry"
print(hidden, registry["hidden"]())
