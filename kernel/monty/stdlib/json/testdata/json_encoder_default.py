import json
class Point:
    def __init__(self, x, y): self.x, self.y = x, y
class PointEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {'x': o.x, 'y': o.y}
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
print(json.dumps([Point(1, 2), {3, 1}], cls=PointEncoder), PointEncoder(sort_keys=True).encode({'p': Point(0, 0), 'a': 1}))
for bad in [object(), b'bytes', 1j]:
    try:
        json.dumps(bad)
    except TypeError as e:
        print('TypeError', e)
    try:
        PointEncoder().encode(bad)
    except TypeError as e:
        print('TypeError', e)
print(json.dumps({1, 2} and [1], default=list), json.dumps(Point(5, 6), default=vars))
enc = json.JSONEncoder(default=lambda o: 'DEFAULT')
print(enc.encode([object()]), ''.join(enc.iterencode({'k': object()})), type(enc.iterencode(1)).__name__ != 'str')
