# Star patterns at the start, middle and end; star capturing lists even from tuples.
def f(seq):
    match seq:
        case [*init, "end"]:
            return ("ends", init)
        case ["start", *mid, "stop"]:
            return ("framed", mid)
        case [first, *rest] if not rest:
            return ("single", first)
        case [first, second, *_]:
            return ("two+", first, second)
        case []:
            return ("empty",)
for s in [("a", "b", "end"), ["start", 1, 2, "stop"], ["start", "stop"], [42], (1, 2, 3), [], "end"]:
    print(repr(s), f(s))
