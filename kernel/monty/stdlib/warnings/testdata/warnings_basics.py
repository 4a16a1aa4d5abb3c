import warnings
import sys
import io

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(warnings.__all__)
def emit(msg, cat=UserWarning):
    warnings.warn(msg, cat, stacklevel=2)

for i in range(3):
    warnings.warn('loop warning')          # shown once (same location)
warnings.warn('second place')
warnings.warn('category', RuntimeWarning)
warnings.warn(DeprecationWarning('deprecated in main'))
emit('via helper')
emit('via helper')
warnings.warn('pending', PendingDeprecationWarning)
print(attempt(lambda: warnings.warn('x', int)), attempt(lambda: warnings.warn('x', 'notaclass')))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    warnings.warn('recorded 1')
    warnings.warn('recorded 2', SyntaxWarning)
    warnings.warn('ignored dep', DeprecationWarning)
print(len(caught), [str(w.message) for w in caught], [w.category.__name__ for w in caught], caught[0].lineno, caught[0].filename == __file__)
print(str(caught[0]).startswith("{message : UserWarning('recorded 1')"))
with warnings.catch_warnings():
    warnings.simplefilter('error')
    try:
        warnings.warn('now an error')
    except UserWarning as e:
        print('raised', repr(e))
    warnings.filterwarnings('ignore', message='^skip')
    warnings.warn('skip me')
    try:
        warnings.warn('Skip case-insensitive too')
        print('not raised')
    except UserWarning:
        print('raised for Skip')
with warnings.catch_warnings(action='ignore'):
    warnings.warn('silenced by action')
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter('once')
    for i in range(2):
        warnings.warn('once only')
    warnings.warn('once only')
print('once', len(log))
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter('module')
    warnings.warn('module-wide')
    warnings.warn('module-wide')
print('module', len(log))
with warnings.catch_warnings(record=True) as log:
    warnings.filterwarnings('ignore', category=RuntimeWarning)
    warnings.simplefilter('always', append=True)
    warnings.warn('rt', RuntimeWarning)
    warnings.warn('uw')
print('filtered', [str(w.message) for w in log])
print(warnings.formatwarning('msg text', UserWarning, 'file.py', 12, 'the line  '), end='')
print(repr(warnings.formatwarning('m', Warning, 'nofile.py', 1)))
buf = io.StringIO()
warnings.showwarning('shown', FutureWarning, 'somefile.py', 5, file=buf, line='code()')
print(repr(buf.getvalue()))
def custom(message, category, filename, lineno, file=None, line=None):
    print('custom:', message, category.__name__, lineno)
old = warnings.showwarning
warnings.showwarning = custom
warnings.warn('through custom')
warnings.showwarning = old
warnings.warn_explicit('explicit', UserWarning, 'explicit.py', 7)
warnings.warn_explicit('explicit', UserWarning, 'explicit.py', 7, registry={})
print(type(warnings.filters).__name__, len(warnings.filters) > 0, warnings.filters[0][0])
warnings.resetwarnings()
print(warnings.filters)
warnings.warn('after reset')
warnings.simplefilter('ignore')
warnings.warn('ignored now')
print('done')
