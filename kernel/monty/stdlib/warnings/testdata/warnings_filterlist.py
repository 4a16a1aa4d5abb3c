import warnings
print(warnings.filters[:5])
with warnings.catch_warnings():
    warnings.resetwarnings()
    print(warnings.filters)
    warnings.simplefilter('ignore', RuntimeWarning)
    warnings.simplefilter('error', UserWarning, lineno=3)
    warnings.filterwarnings('always', message='hi', module='m', append=True)
    for f in warnings.filters:
        print(f[0], f[1].pattern if f[1] else None, f[2].__name__, f[3].pattern if f[3] else None, f[4])
    warnings.simplefilter('ignore', RuntimeWarning)
    print(len(warnings.filters), warnings.filters[0][0])
    warnings.simplefilter('always', append=True)
    warnings.simplefilter('always', append=True)
    print(len(warnings.filters))
print(len(warnings.filters) >= 5, warnings.defaultaction, type(warnings.onceregistry).__name__)
