# Compiled patterns, flags combinations, VERBOSE patterns, pattern attributes.
import re
phone = re.compile(r"""
    (?P<area>\d{3})   # area code
    [-.\s]?           # separator
    (?P<num>\d{4})    # number
""", re.VERBOSE)
for s in ["555-1234", "555 1234", "5551234", "55-1234"]:
    m = phone.fullmatch(s)
    print(s, m and m.groupdict())
p = re.compile(r"^item(\d+)$", re.IGNORECASE | re.MULTILINE)
text = "ITEM1\nitem22\nthing3\nItem4"
print(p.findall(text), p.pattern, p.flags & re.I != 0, p.groups, p.groupindex, phone.groupindex)
print(p.search(text, 6).group(), p.match(text), p.sub("#", text).splitlines())
print(re.compile("a").search("bab", 2), re.compile(r"\w+").findall("one two", 4))
print(re.I == re.IGNORECASE, int(re.M), int(re.S), int(re.X), re.A.value if hasattr(re.A, "value") else int(re.A))
