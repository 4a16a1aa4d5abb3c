from string import Template
for text in ['bad $', '$ space', 'ok\n  $1', 'a\nb\n c $!', '${unclosed', '${}', '${ a }', '$', '\n$', 'x$$y$']:
    t = Template(text)
    try:
        print(repr(text), t.substitute(a=1))
    except ValueError as e:
        print(repr(text), 'ValueError', e)
    print('  safe', repr(t.safe_substitute(a=1)), t.is_valid())
