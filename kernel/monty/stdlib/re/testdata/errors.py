import re

for pat in ["(", ")", "[a-", "a**", "*a", "(?P<1>x)", "(?P<a>x)(?P<a>y)", r"\1", "(?<=a+)b", "x{2,1}", "a\n(", r"\p", "(?Q)", "[z-a]", "a{99999999999}"]:
    try:
        re.compile(pat)
        print(repr(pat), "ok")
    except re.error as e:
        print(repr(pat), "error:", e, "|", e.msg, e.pos, e.lineno, e.colno, repr(e.pattern), type(e).__name__, isinstance(e, Exception))
    except (OverflowError, ValueError) as e:
        print(repr(pat), type(e).__name__, e)
for call in ["re.compile(5)", "re.search('a', 5)", "re.search('a', b'a')", "re.search(b'a', 'a')", "re.sub('a', 5, 'a')", "re.sub('(a)', r'\\2', 'a')",
             "re.sub('a', r'\\g<x>', 'a')", "re.compile(re.compile('a'), re.I)", "re.sub('a', lambda m: 5, 'a')", "re.match('a')",
             "re.compile('a', flags=re.I).search(string='xa')", "re.search('a', 'a', flags='x')", "re.error('boom')", "re.error('boom', 'ab\\ncd', 4)"]:
    try:
        r = eval(call)
        print(call, "->", r, getattr(r, "lineno", None))
    except Exception as e:
        print(call, "!!", type(e).__name__, e)
print(re.error.__module__, re.error.__name__, re.error.__mro__)
re.compile("(unclosed")
