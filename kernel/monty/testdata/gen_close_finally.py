# close() raises GeneratorExit at the paused yield; finally blocks run.
def resource():
    print("acquire")
    try:
        yield 1
        yield 2
    finally:
        print("release")
r = resource()
print(next(r))
r.close()
print("closed")
r.close()  # closing twice is fine
try:
    next(r)
except StopIteration:
    print("closed generator is exhausted")
def catches_exit():
    try:
        yield 1
    except GeneratorExit:
        print("saw GeneratorExit")
        raise
g = catches_exit(); next(g); g.close()
def ignores_exit():
    try:
        yield 1
    except GeneratorExit:
        yield "refuse"
g = ignores_exit(); next(g)
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError:", e)
def returns_on_exit():
    try:
        yield 1
    except GeneratorExit:
        return "ignored value"
g = returns_on_exit(); next(g)
print(g.close())
# closing an unstarted generator does not run its body
def never():
    print("body ran")
    yield
never().close()
print("unstarted closed")
# generator state through gi_frame / gi_running / gi_suspended
def states():
    yield
s = states()
print(s.gi_frame is not None, s.gi_running, s.gi_suspended)
next(s)
print(s.gi_frame is not None, s.gi_running, s.gi_suspended)
s.close()
print(s.gi_frame, s.gi_running, s.gi_suspended)
