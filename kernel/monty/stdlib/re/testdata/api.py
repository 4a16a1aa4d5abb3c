import re

p = re.compile(r"(?P<key>\w+)=(?P<val>\d+)?", re.I | re.M)
print(p, p.pattern, p.flags, p.groups, p.groupindex, repr(re.I | re.M), re.I, re.NOFLAG, ~re.I, re.I | 1024, type(re.I | 2).__name__, int(re.S), re.I.name, re.M.value)
print(re.compile(b"ab+"), re.compile("x", re.A), re.compile("a" * 300)[:0] if False else None)
m = p.search("  alpha=12 beta= gamma=3")
print(m, m.group(), m.group(0), m.group(1), m.group("val"), m.group(1, 2, "key"), m[0], m["key"], m[2])
print(m.groups(), m.groupdict(), m.span(), m.span(2), m.start(1), m.end("val"), m.start(), m.end(), m.pos, m.endpos, m.string, m.re is p)
print(m.lastindex, m.lastgroup, m.regs, m.expand(r"\g<val>:\1 \g<0>"), bool(m))
m2 = p.search("beta= x")
print(m2.groups(), m2.groups("-"), m2.groupdict("?"), m2.span("val"), m2.start(2), m2.lastindex, m2.lastgroup)
for bad in [5, "nope", -1, 1.5, None]:
    try:
        m.group(bad)
    except IndexError as e:
        print("IndexError", e)
print(p.findall("a=1 b=2 c="), re.findall(r"\d+", "a1b22c333"), re.findall(r"(a)(b)?", "ab a"), re.findall("x*", "axb"))
print([x.span() for x in re.finditer(r"\w+", "hi there  you")], list(re.finditer("z", "abc")))
print(re.split(r"[,;]\s*", "a, b;c,  d"), re.split(r"(,)", "a,b,c", maxsplit=1), re.split(r"(x)|(,)", "a,bxc"), re.split("", "abc"))
print(re.sub(r"\d+", "#", "a1b22c333"), re.sub(r"(\w)(\d)", r"\2\1", "a1 b2"), re.subn("a", "A", "banana", count=2), re.sub("(?P<x>a)", r"<\g<x>>", "cat"))
print(re.sub(r"\d", lambda m: str(int(m.group()) * 2), "a1b2c9"), re.sub("a", lambda m: None, "banana"), re.sub("", "-", "abc"))
print(re.match("a", "ba"), re.match("b", "ba", ) is None, re.fullmatch(r"\w+", "abc"), re.fullmatch("ab", "abc"), re.search("c", "abc", ).span())
print(p.match("k=1", 0), p.search("xx k=1", 3), p.search("xx k=1", 2, 4), p.fullmatch("k=1"), p.findall("a=1 b=2", 1, 5))
print(re.escape("a.b*c?d (x) [y] {z} ^$|\\+ -#&~ \t"), re.escape(b"a.b"), re.purge())
print(re.search(rb"\d+", b"ab123").group(), re.sub(rb"b", b"B", b"abc"), re.findall(rb"(.)x", b"axbxc"), re.split(rb",", b"a,b"))
print(re.compile("a") == re.compile("a"), re.compile("a") == re.compile("a", re.I), re.compile("a") is re.compile("a"), hash(re.compile("q")) == hash(re.compile("q")))
print(re.compile(p) is p, re.search(p, "x=1").group(), isinstance(p, re.Pattern), isinstance(m, re.Match), type(m).__name__, type(p).__name__)
print(re.search("(?i)HELLO", "hello"), re.search("^b", "a\nb", re.M), re.search("a.b", "a\nb", re.S), re.search(r"""
    (\d+)  # number
    \s*    # space
    (\w+)  # word
""", "  42 apples", re.X).groups())
print(re.search("(a)|(b)", "b").lastindex, re.match("(?:(a)|b)*", "ab").groups(), re.match(r"(\w+) \1", "hi hi"), re.search(r"(?<=\$)\d+", "cost $42"))
print(re.compile("x", re.I).flags, re.compile(b"x").flags, re.compile("x", re.A).flags)
long = re.search(r"a+", "a" * 100)
print(long)
