# diff_bytes over unified and context diffs; IS_LINE_JUNK and IS_CHARACTER_JUNK.
import difflib

a = [b'first\n', b'caf\xe9\n', b'last\n']
b = [b'first\n', b'cafe\n', b'last\n', b'\xff\n']
print(list(difflib.diff_bytes(difflib.unified_diff, a, b, b'old', b'new')))
print(list(difflib.diff_bytes(difflib.context_diff, a, b, b'o', b'n', b'd1', b'd2', n=1)))
print(list(difflib.diff_bytes(difflib.unified_diff, [b'x'], [b'y'], lineterm=b'')))
for args in (([b'a'], ['b']), (['a'], [b'b']), ([b'a'], [b'b'], 'from')):
    try:
        list(difflib.diff_bytes(difflib.unified_diff, *args))
    except TypeError as e:
        print('TypeError', e)
for line in ('\n', '  \n', '#\n', '  #  \n', '# x\n', 'x\n', '', '##\n', '\t#\t\n', ' # # \n'):
    print(repr(line), difflib.IS_LINE_JUNK(line))
print([c for c in ' \tx\n' if difflib.IS_CHARACTER_JUNK(c)], difflib.IS_CHARACTER_JUNK('x', 'xyz'), difflib.IS_LINE_JUNK('abc', lambda s: None))
