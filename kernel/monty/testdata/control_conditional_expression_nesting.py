# Conditional expressions nest right; evaluation is lazy on the branches.
def grade(s):
    return "A" if s >= 90 else "B" if s >= 80 else "C" if s >= 70 else "F"
print([grade(s) for s in (95, 85, 75, 10)])
x = 0
print(1 / x if x else "avoided division", ((lambda: "a") if x else (lambda: "b"))())
print(("yes" if True else "no") + "!", "t" if [] else "f", "t" if [0] else "f")
calls = []
v = calls.append("cond") or (calls.append("then") or "then") if True else calls.append("else")
print(calls, v)
