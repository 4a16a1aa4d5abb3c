import shlex
for s in ['"open', "'open", 'a\\', '"a\\', 'ok "bad', "x 'y"]:
    for posix in (True, False):
        try:
            print(repr(s), posix, shlex.split(s, posix=posix))
        except ValueError as e:
            print(repr(s), posix, 'ValueError', e)
lx = shlex.shlex('a b\nc', infile='cfg.txt')
lx.get_token(); lx.get_token(); lx.get_token()
print(lx.error_leader(), lx.error_leader('other', 9), lx.error_leader(lineno=2))
