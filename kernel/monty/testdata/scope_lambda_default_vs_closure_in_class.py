# Lambdas in class bodies: defaults capture class-level values, bodies cannot see class names.
class C:
    factor = 3
    by_default = lambda self, k=factor: k * 2
    try_closure = lambda self: factor
print(C().by_default())
try:
    C().try_closure()
except NameError as e:
    print("NameError:", e)
