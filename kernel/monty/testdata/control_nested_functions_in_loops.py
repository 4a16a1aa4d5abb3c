# Defining functions inside loops creates a new function object each iteration.
fns = []
for i in range(3):
    def f(x, i=i):
        return x + i
    fns.append(f)
print([g(10) for g in fns], fns[0] is fns[1], fns[0].__name__ == fns[1].__name__)
classes = []
for name in ["A", "B"]:
    class C:
        tag = name
    classes.append(C)
print([c.tag for c in classes], classes[0] is classes[1])
