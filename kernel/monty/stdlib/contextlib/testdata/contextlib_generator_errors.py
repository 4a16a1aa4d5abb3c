from contextlib import contextmanager
@contextmanager
def noyield():
    if False:
        yield
@contextmanager
def twice():
    yield 1
    yield 2
@contextmanager
def swallow():
    try:
        yield
    except ValueError:
        pass
@contextmanager
def keep_going():
    try:
        yield
    except ValueError:
        yield 'again'
@contextmanager
def convert():
    try:
        yield
    except KeyError as e:
        raise TypeError('converted') from e
for cm in (noyield, twice):
    try:
        with cm():
            pass
    except RuntimeError as e:
        print('RuntimeError', e)
with swallow():
    raise ValueError('gone')
print('after swallow')
try:
    with keep_going():
        raise ValueError
except RuntimeError as e:
    print('RuntimeError', e)
try:
    with convert():
        raise KeyError('k')
except TypeError as e:
    print('TypeError', e, repr(e.__cause__))
try:
    with swallow():
        raise KeyError('not swallowed')
except KeyError as e:
    print('KeyError', e)
@contextmanager
def stopper():
    yield
try:
    with stopper():
        raise StopIteration('inner')
except StopIteration as e:
    print('StopIteration', e)
