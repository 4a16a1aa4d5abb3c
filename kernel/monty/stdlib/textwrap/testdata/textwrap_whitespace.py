import textwrap
s = 'tab\there\nnew line\x0bvt\x0cff\rcr  two'
print(textwrap.wrap(s, 12))
print(textwrap.wrap(s, 12, replace_whitespace=False))
print(textwrap.wrap(s, 12, expand_tabs=False))
print(textwrap.wrap('a\tb\tc', 30, tabsize=4), textwrap.wrap('a\tb', 30, tabsize=0))
print(textwrap.wrap('  keep  leading  ', 8, drop_whitespace=False))
print(textwrap.wrap('  keep  leading  ', 8))
print(textwrap.wrap('x' + ' ' * 20 + 'y', 5), textwrap.wrap('x' + ' ' * 20 + 'y', 5, drop_whitespace=False))
