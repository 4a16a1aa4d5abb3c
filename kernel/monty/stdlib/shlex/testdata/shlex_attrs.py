import shlex
for posix in (False, True):
    lx = shlex.shlex('x', posix=posix)
    print(posix, repr(lx.eof), lx.commenters, repr(lx.whitespace), lx.whitespace_split, lx.quotes, lx.escape, lx.escapedquotes)
    print(' ', lx.wordchars, lx.state, lx.lineno, lx.debug, repr(lx.token), lx.source, lx.infile, len(lx.pushback), len(lx.filestack))
for pc in (False, True, '|&', ''):
    lx = shlex.shlex('x', punctuation_chars=pc)
    print(repr(pc), repr(lx.punctuation_chars), lx.wordchars[-12:])
