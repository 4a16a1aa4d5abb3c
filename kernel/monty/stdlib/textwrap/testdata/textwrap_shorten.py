import textwrap
s = '  Hello   there,\n\tgeneral    Kenobi!  You are a bold one.  '
for width in [6, 10, 11, 12, 20, 30, 100]:
    print(width, repr(textwrap.shorten(s, width)), repr(textwrap.shorten(s, width, placeholder='...')))
try:
    textwrap.shorten('hello world', 5)
except ValueError as e:
    print('ValueError', e)
print(repr(textwrap.shorten('', 5)), repr(textwrap.shorten('one', 3)), repr(textwrap.shorten('averylongword here', 10)))
