import types
class C:
    x = 1
    def f(self):
        return 2
cd = C.__dict__
print(type(cd).__name__, isinstance(cd, types.MappingProxyType), cd['x'], 'f' in cd)
try:
    cd['x'] = 5
except TypeError as e:
    print(type(e).__name__, e)
for name in ('__setitem__', 'update', 'pop', '__delitem__', 'clear'):
    print(name, hasattr(cd, name))
print(C.x, hasattr(int.__dict__, 'update'))
