import tempfile
print(sorted(tempfile.__all__), tempfile.template, tempfile.gettempprefix(), tempfile.gettempprefixb(), tempfile.gettempdir(), tempfile.gettempdirb())
print(tempfile.TMP_MAX > 1000, tempfile.tempdir)
m = tempfile.mktemp()
print(m.startswith('/tmp/tmp'), len(m), tempfile.mktemp(suffix='.x', prefix='p', dir='/somewhere').startswith('/somewhere/p'))
import os
print(os.path.exists(m))
