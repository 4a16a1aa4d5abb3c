import os
os.environ['MONTY_TEST_VAR'] = 'value'
print(os.environ['MONTY_TEST_VAR'], os.getenv('MONTY_TEST_VAR'), os.getenv('MONTY_NOPE'), os.getenv('MONTY_NOPE', 'dflt'))
print('MONTY_TEST_VAR' in os.environ, type(os.environ.copy()).__name__, os.environ.get('MONTY_NOPE', 1))
for k, v in [(1, 'x'), ('k', 2), (None, None)]:
    try:
        os.environ[k] = v
    except TypeError as e:
        print('TypeError', e)
os.putenv('MONTY_PUT', 'p')
os.unsetenv('MONTY_PUT')
os.unsetenv('MONTY_NEVER')
del os.environ['MONTY_TEST_VAR']
print('MONTY_TEST_VAR' in os.environ, os.environ.pop('MONTY_TEST_VAR', 'gone'), repr(os.environ)[:8])
os.environ.setdefault('MONTY_SD', 'set')
print(os.environ['MONTY_SD'])
del os.environ['MONTY_SD']
