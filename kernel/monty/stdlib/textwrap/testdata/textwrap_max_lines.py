import textwrap
text = 'one two three four five six seven eight nine ten eleven twelve'
for ml in [1, 2, 3, 4, 10]:
    print(ml, textwrap.wrap(text, 12, max_lines=ml), textwrap.wrap(text, 12, max_lines=ml, placeholder='~'))
print(textwrap.wrap('short', 12, max_lines=1), textwrap.wrap('a b c d e f', 3, max_lines=2, placeholder='..'))
for args in [dict(width=5, max_lines=1, placeholder=' [......]'), dict(width=4, max_lines=2, subsequent_indent='    ')]:
    try:
        print(textwrap.wrap(text, **args))
    except ValueError as e:
        print('ValueError', e)
print(textwrap.wrap('aaaa bbbb cccc', 9, max_lines=2, placeholder=' [..]'))
