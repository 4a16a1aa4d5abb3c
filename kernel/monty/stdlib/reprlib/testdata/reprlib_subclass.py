import reprlib

class MyRepr(reprlib.Repr):
    def repr_str(self, x, level):
        return 'S<%d>' % len(x)
    def repr_float(self, x, level):
        return 'F'
    def repr_my_type(self, x, level):
        return 'never'
r = MyRepr()
print(r.repr(['hello', 1.5, 2, ('x',)]))
print(r.repr({'key': 0.5}))
class Thing:
    pass
print(r.repr(1 + 2j))
print(hasattr(r, 'repr_list'), hasattr(r, 'repr_deque'), hasattr(r, 'repr_array'))
