import fnmatch
chars = [chr(c) for c in range(32, 127)]
for pat in ['[a-c]', '[!a-c]', '[]]', '[!]]', '[-]', '[a-]', '[!-]', '[\\]', '[^]', '[!^]', '[&~|]', '[[]', '[a-c-e]', '[z-a]', '[!z-a]', '[%--]', '[*?]']:
    got = ''.join(c for c in chars if fnmatch.fnmatchcase(c, pat))
    print(repr(pat), repr(got if len(got) < 40 else got[:20] + '...' + str(len(got))))
