# *args is always a tuple; **kwargs always a fresh dict.
def f(*args, **kwargs):
    kwargs["added"] = True
    return type(args).__name__, args, kwargs
d = {"k": 1}
print(f(*[1, 2], **d), d)
print(f(), f(*"ab"), f(*range(3), **{}))
def g(*args):
    try:
        args.append(1)
    except AttributeError as e:
        return f"AttributeError: {e}"
print(g(1))
