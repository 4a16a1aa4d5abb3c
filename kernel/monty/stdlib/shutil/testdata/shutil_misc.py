import shutil
print(sorted(shutil.__all__))
u = shutil.disk_usage('/tmp')
print(type(u).__name__, u._fields, u.total >= u.free >= 0, u.used >= 0)
try:
    shutil.disk_usage('/no/such/dir')
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
size = shutil.get_terminal_size()
print(type(size).__name__, tuple(size) == (size.columns, size.lines) if hasattr(size, 'columns') else size)
print(shutil.get_archive_formats() is not None, isinstance(shutil.get_unpack_formats(), list))
