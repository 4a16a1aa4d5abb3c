import html
for s in ['', 'abc', '&', '&&', '<>', '"', "'", '&amp;', '<script>alert("x")</script>', 'a & b < c > d', 'ünïcode & €', '\'"\'"']:
    print(repr(s), repr(html.escape(s)), repr(html.escape(s, False)), repr(html.escape(s, quote=True)))
for bad in [None, 5, b'x']:
    try:
        html.escape(bad)
    except (AttributeError, TypeError) as e:
        print(type(bad).__name__, type(e).__name__)
