import shlex
lx = shlex.shlex('key=value; other=thing # c', posix=True)
lx.wordchars += '='
print(list(lx))
lx = shlex.shlex('a:b:c', posix=True)
lx.whitespace = ':'
lx.whitespace_split = True
print(list(lx))
lx = shlex.shlex('a %comment\nb', posix=True)
lx.commenters = '%'
print(list(lx))
lx = shlex.shlex('|a b| c', posix=True)
lx.quotes = '|'
print(list(lx))
lx = shlex.shlex('a^ b', posix=True)
lx.escape = '^'
lx.whitespace_split = True
print(list(lx))
lx = shlex.shlex("'a\\'b' \"c\\\"d\"", posix=True)
lx.escapedquotes = '\'"'
print(list(lx))
