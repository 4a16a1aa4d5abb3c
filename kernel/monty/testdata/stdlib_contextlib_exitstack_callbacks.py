# ExitStack: callbacks in LIFO order, exceptions passed through, pop_all transfer, enter_context order.
import contextlib
log = []
with contextlib.ExitStack() as stack:
    for i in range(3):
        stack.callback(log.append, f"cb{i}")
    log.append("body")
print(log)
class CM:
    def __init__(self, n): self.n = n
    def __enter__(self): log.append(f"enter{self.n}"); return self
    def __exit__(self, *exc): log.append(f"exit{self.n}:{exc[0].__name__ if exc[0] else None}"); return self.n == 1
log.clear()
with contextlib.ExitStack() as stack:
    stack.enter_context(CM(1))
    stack.enter_context(CM(2))
    raise ValueError
print(log)
with contextlib.ExitStack() as outer:
    with contextlib.ExitStack() as inner:
        inner.callback(print, "transferred callback")
        saved = inner.pop_all()
    print("inner closed, callback not run yet")
    outer.push(saved)
print("after outer")
