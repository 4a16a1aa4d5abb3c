import warnings
reg = {}
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter('default')
    for _ in range(3):
        warnings.warn_explicit('explicit', UserWarning, 'mod.py', 10, registry=reg)
    warnings.warn_explicit('explicit', UserWarning, 'mod.py', 11, registry=reg)
    warnings.warn_explicit(RuntimeWarning('inst'), None, 'mod.py', 12, module='pkg.mod')
    warnings.warn_explicit('no registry', UserWarning, 'mod.py', 13)
    warnings.warn_explicit('no registry', UserWarning, 'mod.py', 13)
print([(str(w.message), w.category.__name__, w.filename, w.lineno) for w in log])
print(sorted(k for k in reg if k != 'version'))
with warnings.catch_warnings(record=True) as log:
    warnings.filterwarnings('ignore', module='pkg')
    warnings.warn_explicit('filtered', UserWarning, 'x.py', 1, module='pkg.sub')
    warnings.warn_explicit('kept', UserWarning, 'x.py', 1, module='other')
print([str(w.message) for w in log])
