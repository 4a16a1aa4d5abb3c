import shlex
cases = ['', '   ', 'a', 'a b', 'a  b', '"a b"', "'a b'", 'a"b"c', "a'b'c", '""', "''", 'x "" y', "x '' y", '"a\\"b"', "'a\\'", 'a\\ b',
         'a\\\\b', '"a\\\\b"', '"a\\$b"', "'a\\$b'", '\\"', "\\'", 'a\\\nb', '"multi\nline"', 'tab\there', 'a#b', 'a #b', '#all']
for c in cases:
    try:
        print(repr(c), shlex.split(c), shlex.split(c, comments=True))
    except ValueError as e:
        print(repr(c), 'ValueError', e)
