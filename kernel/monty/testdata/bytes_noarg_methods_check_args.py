# The bytes and bytearray methods that take no arguments refuse some, as
# CPython's do (they used to ignore them), whatever is passed.
names = ['lower', 'upper', 'title', 'capitalize', 'swapcase', 'isalpha', 'isdigit', 'isalnum',
         'isspace', 'isascii', 'islower', 'isupper', 'istitle']
for recv in [b'Ab1 ', bytearray(b'xY')]:
    for name in names:
        m = getattr(recv, name)
        print(type(recv).__name__, name, m())
        for args, kwargs in [((b'',), {}), ((1, 2), {}), ((), {'x': 1})]:
            try:
                m(*args, **kwargs)
                print('  accepted', args, kwargs)
            except TypeError as e:
                print('  TypeError', e)
for name in ['reverse', 'clear', 'copy']:
    b = bytearray(b'abc')
    for args in [(), (b',',), (1, 2)]:
        try:
            print(name, args, getattr(b, name)(*args), b)
        except TypeError as e:
            print(name, args, 'TypeError', e)
