import reprlib

class Long:
    def __repr__(self):
        return 'L' + '-' * 40 + 'R'
class Broken:
    def __repr__(self):
        raise ValueError('nope')
class Short:
    def __repr__(self):
        return 'short'
r = reprlib.Repr()
print(r.repr(Long()), r.repr(Short()), r.repr(3.25), r.repr(None), r.repr(b'x' * 50))
out = r.repr(Broken())
print(out.startswith('<Broken instance at 0x'))
r.maxother = 5
print(r.repr(Long()), r.repr(2.0 ** 0.5))
print(r.repr([Long(), Short()]))
