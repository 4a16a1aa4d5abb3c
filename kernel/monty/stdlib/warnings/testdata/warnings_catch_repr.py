import warnings, sys
cw = warnings.catch_warnings()
print(repr(cw), repr(warnings.catch_warnings(record=True)))
with cw:
    try:
        with cw:
            pass
    except RuntimeError as e:
        print('RuntimeError', e)
try:
    warnings.catch_warnings().__exit__(None, None, None)
except RuntimeError as e:
    print('RuntimeError', e)
before = list(warnings.filters)
with warnings.catch_warnings():
    warnings.simplefilter('ignore')
    print(warnings.filters[0][0], len(warnings.filters) == len(before) + 1)
print(warnings.filters == before)
with warnings.catch_warnings(action='error', category=RuntimeWarning):
    try:
        warnings.warn('rt', RuntimeWarning)
    except RuntimeWarning:
        print('error action applied')
