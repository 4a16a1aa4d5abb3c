import html
for s in ['&\tamp;', '&\namp;', '&\famp;', '& amp;', '&<amp;', '&&amp;', '&#amp;', '&amp\t;', 'a&b&c', '&lt\n&gt']:
    print(repr(s), repr(html.unescape(s)))
