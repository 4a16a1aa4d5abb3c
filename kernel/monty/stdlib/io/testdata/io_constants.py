import io
print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END, io.DEFAULT_BUFFER_SIZE)
for name in ['StringIO', 'BytesIO', 'TextIOWrapper', 'UnsupportedOperation', 'open', 'IOBase', 'TextIOBase', 'BufferedIOBase', 'RawIOBase']:
    print(name, hasattr(io, name))
print(isinstance(io.StringIO(), io.TextIOBase), isinstance(io.BytesIO(), io.BufferedIOBase), isinstance(io.StringIO(), io.IOBase))
