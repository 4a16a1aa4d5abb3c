import textwrap
cases = ['    a\n    b\n', '  a\n    b\n', '\ta\n\tb', '\t a\n\t b', '  \n  x\n', ' x\n\ty', '', '\n\n', 'no\n  indent', '   \n   ',
         '    a\n\n    b', '  a\r\n  b', '  a  \n  b  ', ' \t x\n \t y\n \tz']
for c in cases:
    print(repr(c), repr(textwrap.dedent(c)))
for c in ['a\nb\n\nc', '  \n x', 'line\r\nnext', '', 'single']:
    print(repr(textwrap.indent(c, '> ')), repr(textwrap.indent(c, '+', lambda l: True)), repr(textwrap.indent(c, '#', lambda l: 'x' in l)))
