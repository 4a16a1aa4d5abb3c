import fnmatch
for args in [(1, '*'), ('a', 1), (None, '*'), ('a', None)]:
    try:
        print(fnmatch.fnmatch(*args))
    except TypeError as e:
        print(args, 'TypeError', e)
for args in [(1, '*'), ('a', 5)]:
    try:
        print(fnmatch.fnmatchcase(*args))
    except TypeError as e:
        print(args, 'TypeError')
try:
    fnmatch.filter(['a', 2], '*')
except TypeError as e:
    print('filter TypeError')
try:
    fnmatch.translate(5)
except TypeError as e:
    print('translate TypeError', e)
