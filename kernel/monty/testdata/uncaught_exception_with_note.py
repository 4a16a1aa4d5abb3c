# add_note() in a nested handler; the notes print after the message.
def step(n):
    if n == 3:
        raise ValueError(f"bad step {n}")
try:
    for n in range(5):
        step(n)
except ValueError as e:
    e.add_note(f"while processing item {n}")
    e.add_note("check the input file")
    raise
