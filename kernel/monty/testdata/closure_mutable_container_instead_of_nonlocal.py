# Mutating a captured container works without nonlocal; rebinding does not.
def counter():
    state = {"n": 0}
    box = [0]
    def inc():
        state["n"] += 1
        box[0] += 10
        return state["n"], box[0]
    return inc
c = counter()
c(); print(c())
def broken():
    n = 0
    def inc():
        n += 1
    return inc
try:
    broken()()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
