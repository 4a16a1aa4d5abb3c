# Annotations in class bodies vs instance attributes set in __init__; ClassVar-like usage.
class Point:
    x: int
    y: int = 0
    count: "int" = 0
    def __init__(self, x):
        self.x = x
        Point.count += 1
p = Point(3)
print(Point.__annotations__, p.x, p.y, Point.count, "x" in Point.__dict__, "y" in Point.__dict__)
class Child(Point):
    z: float = 1.5
print(Child.__annotations__, Child.y)
