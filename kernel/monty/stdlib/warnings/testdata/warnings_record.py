import warnings
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter('always')
    warnings.warn('plain')
    warnings.warn('typed', RuntimeWarning)
    warnings.warn(FutureWarning('instance'))
    warnings.warn('bytes', BytesWarning)
print([(type(w.message).__name__, str(w.message), w.category.__name__) for w in log])
print(isinstance(log[0], warnings.WarningMessage), log[0].file, log[0].line, log[0].source, isinstance(log[0].lineno, int))
print(str(log[2]).split(', filename')[0])
with warnings.catch_warnings(record=False) as nothing:
    pass
print(nothing)
