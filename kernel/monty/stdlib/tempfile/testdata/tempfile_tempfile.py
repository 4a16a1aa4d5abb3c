import tempfile
with tempfile.TemporaryFile() as t:
    t.write(b'abc')
    t.seek(0)
    print(t.read())
with tempfile.TemporaryFile('w+') as t:
    t.write('hello\nworld\n')
    t.seek(0)
    print(t.readlines())
t = tempfile.TemporaryFile(mode='w+b')
t.write(b'x' * 100)
print(t.tell())
t.close()
