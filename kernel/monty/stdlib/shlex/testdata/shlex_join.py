import shlex
cmds = [[], ['ls'], ['ls', '-la', '/tmp'], ['echo', 'hello world'], ['grep', "it's", 'file name.txt'], ['a', '', 'b'],
        ['printf', '%s\n', '$x'], ['x'] * 3]
for c in cmds:
    j = shlex.join(c)
    print(c, '->', j, shlex.split(j) == c)
print(shlex.join(iter(['a', 'b c'])), shlex.join(('t',)))
try:
    shlex.join([1, 2])
except TypeError as e:
    print('TypeError')
