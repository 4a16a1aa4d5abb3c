import os, tempfile
from contextlib import chdir
start = os.getcwd()
with tempfile.TemporaryDirectory() as d:
    with chdir(d):
        inside = os.getcwd()
        print(os.path.realpath(inside) == os.path.realpath(d))
    print(os.getcwd() == start)
    c = chdir(d)
    with c:
        with c:
            pass
        print(os.path.realpath(os.getcwd()) == os.path.realpath(d))
    print(os.getcwd() == start)
try:
    with chdir('/definitely/not/here'):
        pass
except FileNotFoundError as e:
    print('FileNotFoundError')
print(os.getcwd() == start)
