# exec of multi-line source defining classes; eval of expressions using them.
src = '''
class Shape:
    sides = 0
    def describe(self):
        return f"{type(self).__name__} with {self.sides} sides"
class Triangle(Shape):
    sides = 3
shapes = [Triangle(), Shape()]
'''
ns = {}
exec(src, ns)
print([s.describe() for s in ns["shapes"]], ns["Triangle"].__name__)
print(eval("Triangle().sides * 2", ns), eval("len(shapes)", ns))
exec("counter = 0\nfor i in range(5):\n    counter += i", ns)
print(ns["counter"])
try:
    exec("def broken(:\n    pass", ns)
except SyntaxError as e:
    print("SyntaxError:", e.msg, e.lineno)
