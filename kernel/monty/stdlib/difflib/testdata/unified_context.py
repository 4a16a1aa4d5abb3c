# unified_diff and context_diff: hunks, ranges, context sizes, headers.
import difflib

a = ['one\n', 'two\n', 'three\n', 'four\n', 'five\n', 'six\n', 'seven\n', 'eight\n', 'nine\n', 'ten\n', 'eleven\n', 'twelve\n']
b = ['zero\n', 'one\n', 'two\n', 'THREE\n', 'four\n', 'five\n', 'six\n', 'seven\n', 'eight\n', 'ten\n', 'eleven\n', 'twelve\n', 'thirteen\n']
for n in (0, 1, 3, 10):
    print(''.join(difflib.unified_diff(a, b, 'a.txt', 'b.txt', n=n)))
    print(''.join(difflib.context_diff(a, b, 'a.txt', 'b.txt', n=n)))
print(list(difflib.unified_diff(['x'], ['y'], 'f', 't', '2024-01-01', '2024-01-02', lineterm='')))
print(list(difflib.context_diff(['x'], ['y'], 'f', 't', 'd1', 'd2', lineterm='')))
print(list(difflib.unified_diff(a, a)), list(difflib.context_diff([], [])), list(difflib.unified_diff([], ['new\n'])))
print(list(difflib.unified_diff(['old\n'], [])), list(difflib.context_diff([], ['new\n'])), list(difflib.context_diff(['old\n'], [])))
print(list(difflib.unified_diff('abc', 'abd', lineterm='')), list(difflib.context_diff('hello', 'help', lineterm='')))
for args in ((['a'], [b'b']), ([1], ['a']), (['a'], ['b'], 5), (['a'], ['b'], 'f', None)):
    try:
        list(difflib.unified_diff(*args))
    except TypeError as e:
        print('TypeError', e)
try:
    list(difflib.context_diff(['a'], ['b'], lineterm=b'\n'))
except TypeError as e:
    print('TypeError', e)
