import warnings
calls = [lambda: warnings.filterwarnings('bogus'), lambda: warnings.filterwarnings('ignore', message=5),
         lambda: warnings.filterwarnings('ignore', category=int), lambda: warnings.filterwarnings('ignore', category='x'),
         lambda: warnings.filterwarnings('ignore', module=1), lambda: warnings.filterwarnings('ignore', lineno=-1),
         lambda: warnings.simplefilter('nope'), lambda: warnings.simplefilter('ignore', lineno='1')]
for c in calls:
    try:
        with warnings.catch_warnings():
            c()
        print('accepted')
    except AssertionError as e:
        print('AssertionError', e)
for bad in [int, 'str', None.__class__, 3]:
    try:
        warnings.warn('m', bad)
    except TypeError as e:
        print('TypeError', e)
