# A descriptor with __delete__ but no __set__ (or __set__ but no
# __delete__) is still a data descriptor: the missing half is an
# AttributeError naming it, and the instance dict is not used.
class OnlyDelete:
    def __get__(self, obj, typ=None):
        return 'got'
    def __delete__(self, obj):
        print('deleted')

class OnlySet:
    def __get__(self, obj, typ=None):
        return 'got'
    def __set__(self, obj, value):
        print('set', value)

class H:
    d = OnlyDelete()
    s = OnlySet()

h = H()
for action in ['h.d = 5', 'del h.d', 'h.s = 6', 'del h.s', 'print(h.d, h.s)', 'print(sorted(vars(h)))']:
    try:
        exec(action)
    except Exception as e:
        print(action, '->', type(e).__name__, e)
