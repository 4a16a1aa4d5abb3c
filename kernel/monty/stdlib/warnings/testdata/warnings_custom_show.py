import warnings
seen = []
def collect(message, category, filename, lineno, file=None, line=None):
    seen.append((str(message), category.__name__))
saved = warnings.showwarning
warnings.showwarning = collect
with warnings.catch_warnings():
    warnings.simplefilter('always')
    warnings.warn('one')
    warnings.warn('two', SyntaxWarning)
warnings.showwarning = saved
print(seen)
saved_fmt = warnings.formatwarning
warnings.formatwarning = lambda message, category, filename, lineno, line=None: f'[{category.__name__}] {message}\n'
import io, sys
buf = io.StringIO()
old = sys.stderr
sys.stderr = buf
with warnings.catch_warnings():
    warnings.simplefilter('always')
    warnings.warn('formatted')
sys.stderr = old
warnings.formatwarning = saved_fmt
print(repr(buf.getvalue()))
with warnings.catch_warnings(record=True) as log:
    warnings.showwarning = collect
    warnings.simplefilter('always')
    warnings.warn('recorded not collected')
print(len(log), len(seen))
