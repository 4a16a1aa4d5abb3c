# Ordering of finally blocks across generators, functions and with statements.
log = []
class CM:
    def __init__(self, n): self.n = n
    def __enter__(self): log.append(f"enter {self.n}")
    def __exit__(self, *a):
        log.append(f"exit {self.n} {a[0].__name__ if a[0] else ''}".strip())
def gen():
    with CM("gen"):
        try:
            yield 1
            yield 2
        finally:
            log.append("gen finally")
def func():
    with CM("func"):
        g = gen()
        try:
            for v in g:
                log.append(f"got {v}")
                if v == 2:
                    raise ValueError("stop")
        finally:
            # close explicitly: CPython would also close it when the last
            # reference goes, but that timing is a refcounting detail
            g.close()
            log.append("func finally")
try:
    func()
except ValueError:
    log.append("caught")
print("\n".join(log))
