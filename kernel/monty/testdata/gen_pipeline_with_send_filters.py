# Coroutine-style pipelines using send(): filters and sinks.
def sink(out):
    while True:
        out.append((yield))
def grep(pattern, target):
    while True:
        line = yield
        if pattern in line:
            target.send(line)
def upper(target):
    while True:
        target.send((yield).upper())
results = []
s = sink(results); next(s)
u = upper(s); next(u)
g = grep("py", u); next(g)
for line in ["python rocks", "java", "pypy is fast", "ruby"]:
    g.send(line)
print(results)
g.close(); u.close(); s.close()
print("closed all")
