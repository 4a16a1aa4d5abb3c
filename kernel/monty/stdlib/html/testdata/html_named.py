import html
for name in ['amp', 'lt', 'gt', 'quot', 'apos', 'nbsp', 'copy', 'reg', 'eacute', 'Eacute', 'euro', 'hellip', 'mdash', 'rarr', 'alpha', 'Omega', 'infin', 'ne', 'le', 'sum']:
    print(name, repr(html.unescape(f'&{name};')), repr(html.unescape(f'&{name}')), repr(html.unescape(f'&{name}x')))
