# Re-raising keeps the same exception object; raise e adds the current frame again.
def inner():
    raise ValueError("orig")
def middle():
    try:
        inner()
    except ValueError as e:
        e.seen_by = "middle"
        raise
def outer():
    try:
        middle()
    except ValueError as e:
        return e
e = outer()
print(e.seen_by, str(e), type(e).__name__)
def depth(tb):
    n = 0
    while tb:
        n += 1
        tb = tb.tb_next
    return n
print(depth(e.__traceback__))
