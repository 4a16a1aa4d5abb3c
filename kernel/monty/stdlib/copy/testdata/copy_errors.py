import copy

class NoCopy:
    __reduce_ex__ = None
    __reduce__ = None

for fn in (copy.copy, copy.deepcopy):
    try:
        fn(NoCopy())
    except copy.Error as e:
        print(type(e).__name__, str(e).split(" of type")[0])

def gen():
    yield 1
try:
    copy.deepcopy(gen())
except TypeError as e:
    print(type(e).__name__, e)
print(copy.error is copy.Error, copy.Error.__mro__[1].__name__)
