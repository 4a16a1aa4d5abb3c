import os, tempfile
with tempfile.TemporaryDirectory() as d:
    print(type(d).__name__, os.path.isdir(d))
    os.makedirs(os.path.join(d, 'a', 'b'))
    with open(os.path.join(d, 'a', 'b', 'f'), 'w') as fh:
        fh.write('x')
print(os.path.exists(d))
td = tempfile.TemporaryDirectory(prefix='pre', suffix='suf')
print(repr(td).startswith("<TemporaryDirectory '/tmp/pre"), td.name.endswith('suf'))
td.cleanup()
td.cleanup()
print(os.path.exists(td.name))
td2 = tempfile.TemporaryDirectory(ignore_cleanup_errors=True)
os.rmdir(td2.name)
td2.cleanup()
print('cleanup of a removed dir is fine')
print(tempfile.TemporaryDirectory[str])
