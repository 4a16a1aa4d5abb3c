import html
for n in [31, 32, 33, 40]:
    s = '&' + 'x' * n + ';'
    print(n, repr(html.unescape(s))[:50])
print(repr(html.unescape('&CounterClockwiseContourIntegral;')), repr(html.unescape('&ClockwiseContourIntegral')))
