import string
for s, sep in [('hello world', None), ('  lots   of   space  ', None), ('ALREADY UPPER', None), ('mIxEd cAsE', None), ('', None),
               ('a-b-c', '-'), ('a--b', '-'), ('one,two', ','), ('tab\tsep\nline', None), ("it's o'neil", None), ('x y', ' '),
               ('  a  b ', ' '), ('123abc def', None), ('éclair ünder', None)]:
    print(repr(s), repr(sep), repr(string.capwords(s, sep)))
