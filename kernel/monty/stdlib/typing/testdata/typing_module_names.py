# Names typing has beyond __all__: its own type variables, NamedTupleMeta;
# the lazily made Supports* protocols and IO classes.
import typing
for n in ['T', 'KT', 'VT', 'T_co', 'V_co', 'VT_co', 'T_contra', 'CT_co', 'AnyStr']:
    v = getattr(typing, n)
    print(n, repr(v), v.__bound__, v.__constraints__, v.__module__)
print(typing.NamedTupleMeta.__name__, typing.SupportsAbs.__parameters__, typing.SupportsInt.__module__)
print(typing.IO, typing.TextIO, typing.BinaryIO, typing.IO[str], typing.IO.__parameters__, typing.TextIO.__mro__[1].__name__)
print(sorted(n for n in dir(typing.IO) if not n.startswith('_'))[:8], typing.Text, typing.TYPE_CHECKING)
print(hasattr(typing, 'Nope'), 'Supports' in ''.join(dir(typing)))
try:
    typing.Nope
except AttributeError as e:
    print('AttributeError', e)
import io
print(isinstance(io.StringIO(), typing.IO) if False else '', issubclass(typing.TextIO, typing.IO), typing.IO.__module__)
