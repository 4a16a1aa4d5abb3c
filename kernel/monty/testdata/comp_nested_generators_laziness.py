# Nested generator expressions evaluate inner iterables lazily per outer item.
log = []
def src(name, n):
    log.append(f"open {name}")
    for i in range(n):
        log.append(f"{name}:{i}")
        yield i
pairs = ((a, b) for a in src("outer", 2) for b in src("inner", 2))
print(log)
print(next(pairs), log)
print(list(pairs))
print(log)
