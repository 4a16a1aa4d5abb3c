# re.match/search/fullmatch and match objects: group, groups, groupdict, span, start, end.
import re
m = re.search(r"(?P<user>\w+)@(?P<host>[\w.]+)", "contact: alice@example.com today")
print(m.group(), m.group(1), m.group("host"), m.groups(), m.groupdict(), m.span(), m.start("host"), m.end(2))
print(m.group(0, 1, 2), m[0], m["user"], m.re.pattern, m.string[:7], m.pos, m.endpos, m.lastindex, m.lastgroup)
print(re.match(r"\d+", "123abc").group(), re.match(r"\d+", "abc123"), re.fullmatch(r"\d+", "123"), re.fullmatch(r"\d+", "123a"))
m2 = re.match(r"(a)(b)?(c)?", "ac")
print(m2.groups(), m2.groups("default"), m2.group(2), m2.span(2), m2.start(3))
print(repr(re.match(r"x", "x"))[:28], bool(re.search("z", "abc")))
try:
    m.group(5)
except IndexError as e:
    print("IndexError:", e)
print(re.search(r"(?i)HELLO", "say hello").group(), re.search(r"^b", "a\nb", re.M).start(), re.search(r"a.b", "a\nb", re.S).group())
