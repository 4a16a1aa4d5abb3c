# ndiff and Differ: intraline markers, junk, and restore().
import difflib

one = ['one\n', 'two\n', 'three\n']
two = ['ore\n', 'tree\n', 'emu\n']
print(''.join(difflib.ndiff(one, two)))
text1 = '''  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
'''.splitlines(keepends=True)
text2 = '''  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
'''.splitlines(keepends=True)
result = list(difflib.Differ().compare(text1, text2))
print(''.join(result))
delta = list(difflib.ndiff(text1, text2))
print(''.join(difflib.restore(delta, 1)) == ''.join(text1), ''.join(difflib.restore(delta, 2)) == ''.join(text2))
print(list(difflib.restore(delta, '1'))[:2])
for which in (0, 3, 'x'):
    try:
        list(difflib.restore(delta, which))
    except ValueError as e:
        print('ValueError', e)
print(list(difflib.ndiff(['a\tb\n'], ['a\tc\n'])), list(difflib.ndiff(['abcdefg\n'], ['abcdxfg\n'])))
print(list(difflib.ndiff(['x\n', 'y\n'], ['x\n', 'y\n'])), list(difflib.ndiff([], ['a\n'])), list(difflib.ndiff(['a\n'], [])))
print(list(difflib.ndiff(['a\n', 'b\n', 'c\n'], ['q\n', 'b\n', 'r\n'])), list(difflib.ndiff(['same\n', 'zz\n'], ['xx\n', 'same\n'])))
print(list(difflib.ndiff(['  # c\n', 'x\n'], ['x\n'], linejunk=difflib.IS_LINE_JUNK)), list(difflib.Differ(charjunk=None).compare(['a b\n'], ['a  b\n'])))
