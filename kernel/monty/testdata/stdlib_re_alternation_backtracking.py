# Patterns made of character sets, literal alternations, groups and
# repeats that must give characters back: each is printed through match,
# search, fullmatch, findall, finditer, sub, split, span, lastindex and
# lastgroup, on subjects that exercise the choices.
import re

LINE = re.compile(r"^(?P<ip>\d+\.\d+\.\d+\.\d+) - (?P<user>\w+) \[(?P<when>[^\]]+)\] \"(?P<verb>GET|POST|PUT) (?P<path>\S+)\" (?P<status>\d{3}) (?P<size>\d+)$")
for line in [
    '10.1.2.3 - bob [01/Dec/2026:12:00:01] "GET /a/b?q=1" 200 512',
    '10.1.2.3 - bob [01/Dec/2026:12:00:01] "PUT /x"y" 404 0',
    '10.1.2.3 - bob [01/Dec/2026:12:00:01] "PATCH /x" 404 0',
    '10.1.2.3 - bob [01/Dec/2026:12:00:01] "POST /" 500 7\n',
    '10.1.2.3 - bob [01/Dec/2026:12:00:01] "POST /" 500 7\n\n',
    '1.2.3 - bob [x] "GET /" 200 1',
]:
    m = LINE.match(line)
    print(None if m is None else (m.groupdict(), m.span("path"), m.lastindex, m.lastgroup, m.span()))

KV = re.compile(r"(\w+)=(\"[^\"]*\"|\S+)")
msg = 'k1=v1 name="a b 1" k2="" x= y=="q" z="open w=1'
print(KV.findall(msg))
print([(m.span(), m.span(1), m.span(2), m.lastindex) for m in KV.finditer(msg)])
print(KV.sub(r"<\2|\1>", msg), KV.subn(lambda m: m.group(2).upper(), msg, count=2))
print(KV.split(msg), KV.split(msg, maxsplit=1))

patterns = [
    r"(GET|POST|PUT) (\S+)\"",
    r"(a|ab)(c|bcd)(d*)",
    r"(?:x(a)|xa)b",
    r"((x)(?:b|bc))d",
    r"(a)|(b)|(c)",
    r"(?P<one>a)|(?P<two>b)c|(?P<three>bd)",
    r"\d+\d",
    r"(\w+)(\d)",
    r"(\d*)(\d?)(\d)",
    r"(\w+?)(\d+)",
    r"a+?b",
    r"<(.+)>",
    r"<(.+?)>",
    r"([ab]+)(b|c)?$",
    r"x\s*$\n?",
    r"(\S+)\s*=\s*(\S+)",
    r"(foo|foobar)(bar)?",
    r"(?i)(get|post)\s+(\w+)",
    r"(a|b|)c",
    r"(\d{2,3})(\d{2,3})",
    r"(\d{2,3}?)(\d{2,3})",
    r"[a-c]*(c|cd)d",
    r"(?:ab|a)(?:bc|c)(c?)",
    r"(é|e)(\w+)",
    r"(a)?(a)?b",
    r"^(\w+)\s(\w+|\d+)$",
]
subjects = [
    '"GET /a?b" "POST /x"y"z" PUT "PUT /"',
    "abcd abcdd acd abbcd",
    "xab xaab xb",
    "xbcd xbd xbc",
    "cab abc",
    "bd bc ad a b",
    "123 4 56 7890",
    "abc1 a12 __9 1",
    "12345 1 12",
    "<a><b> <> <c>d>",
    "ab abb bbc aac",
    "x  \n x\n\nx",
    "a = b  c=d e =f",
    "foobar foo foobarbar",
    "GET Index post   home PoSt x",
    "ac bc c abc",
    "éa ex é1 e",
    "aab ab b aaab",
    "hello world\nhello 42",
]
for p in patterns:
    r = re.compile(p)
    for s in subjects:
        ms = list(r.finditer(s))
        out = [(m.span(), m.groups(), m.lastindex, m.lastgroup) for m in ms]
        m1, m2, m3 = r.match(s), r.search(s, 2), r.fullmatch(s)
        row = (
            r.findall(s),
            None if m1 is None else (m1.span(), m1.groups()),
            None if m2 is None else (m2.span(), m2.groups(), m2.lastindex),
            None if m3 is None else m3.span(),
            r.sub(lambda m: "[" + "|".join(g or "-" for g in m.groups()) + "]", s),
            r.split(s),
        )
        if out or any(x is not None for x in row[1:4]):
            print(p, repr(s), out, row)
    print(p, "empty", r.findall(""), r.search(""), r.sub("#", ""))

# sub with group references in the template, and empty-match neighbours
print(re.sub(r"(k\d+)=(v\d+|w)", r"\2=\1", "k1=v1 k2=w k3=x k44=v12"))
print(re.sub(r"(a|b)*?", "-", "abc"), re.findall(r"(a|b)?", "abc"), re.split(r"(,|;)\s*", "a, b;c,,d"))
print(re.findall(r"(?:ab|cd)+?e|(x)", "abcde cdx abe"))
print(re.compile(rb"(GET|PUT) (\S+)\"").findall(b'"GET /a"b" "PUT /\xff"'))
