import types

class Meta(type):
    def __getattr__(cls, name):
        return 'class-level ' + name

class Thing(metaclass=Meta):
    def __init__(self):
        self._v = 1
    @types.DynamicClassAttribute
    def value(self):
        """The value."""
        return self._v
    @value.setter
    def value(self, v):
        self._v = v
    @types.DynamicClassAttribute
    def ro(self):
        return 'ro'

t = Thing()
print(t.value, Thing.value, Thing.ro, t.ro)
t.value = 5
print(t.value)
for action in (lambda: setattr(t, 'ro', 1), lambda: delattr(t, 'value')):
    try:
        action()
    except AttributeError as e:
        print('AttributeError', e)
d = Thing.__dict__['value']
print(d.__doc__, d.fget.__name__, d.fset.__name__, d.fdel)
blank = types.DynamicClassAttribute()
try:
    blank.__get__(t)
except AttributeError as e:
    print('AttributeError', e)
print(types.DynamicClassAttribute(doc='given').__doc__)
