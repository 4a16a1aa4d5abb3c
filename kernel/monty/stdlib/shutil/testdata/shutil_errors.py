import shutil
for name in ['Error', 'SameFileError', 'SpecialFileError', 'ExecError', 'ReadError', 'RegistryError']:
    cls = getattr(shutil, name)
    print(name, [c.__name__ for c in cls.__mro__[1:3]], cls.__module__)
e = shutil.Error([('a', 'b', 'why')])
print(e.args, str(e), isinstance(e, OSError))
try:
    raise shutil.SameFileError('x and x are the same file')
except shutil.Error as err:
    print('caught as Error:', err)
