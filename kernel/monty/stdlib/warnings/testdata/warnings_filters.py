import warnings
def shown(*calls):
    with warnings.catch_warnings(record=True) as log:
        for c in calls:
            c()
    return [str(w.message) for w in log]
warnings.simplefilter('always')
print(shown(lambda: warnings.warn('a'), lambda: warnings.warn('a')))
with warnings.catch_warnings():
    warnings.filterwarnings('ignore', message='skip')
    print(shown(lambda: warnings.warn('skip this'), lambda: warnings.warn('keep this'), lambda: warnings.warn('SKIP upper')))
with warnings.catch_warnings():
    warnings.filterwarnings('ignore', category=DeprecationWarning)
    print(shown(lambda: warnings.warn('dep', DeprecationWarning), lambda: warnings.warn('user')))
with warnings.catch_warnings():
    warnings.filterwarnings('error', message='boom')
    try:
        warnings.warn('boom now')
    except UserWarning as e:
        print('raised', e)
    print(shown(lambda: warnings.warn('quiet boom')))
with warnings.catch_warnings():
    warnings.filterwarnings('ignore', module='__main__')
    print(shown(lambda: warnings.warn('from main')))
