import warnings
def run(action, msgs):
    with warnings.catch_warnings(record=True) as log:
        warnings.simplefilter(action)
        for m in msgs:
            warnings.warn(m)
    return [str(w.message) for w in log]
for action in ['always', 'default', 'module', 'once', 'ignore']:
    print(action, run(action, ['x', 'y', 'x', 'x', 'z', 'y']))
with warnings.catch_warnings():
    warnings.simplefilter('error')
    for cat in [UserWarning, RuntimeWarning, DeprecationWarning]:
        try:
            warnings.warn('err', cat)
        except Warning as e:
            print('error', type(e).__name__, e)
