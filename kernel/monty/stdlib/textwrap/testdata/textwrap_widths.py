import textwrap
text = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.'
for width in [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 200]:
    lines = textwrap.wrap(text, width)
    print(width, len(lines), max(map(len, lines)), lines[:3])
for bad in [0, -1]:
    try:
        textwrap.wrap(text, bad)
    except ValueError as e:
        print(bad, 'ValueError', e)
print(textwrap.wrap('', 5), textwrap.wrap(' ', 5), textwrap.fill('', 5) == '')
