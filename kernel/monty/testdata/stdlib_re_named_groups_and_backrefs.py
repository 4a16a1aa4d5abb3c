# Named groups, (?P=name) backreferences, \g<0>, groupdict defaults, conditional-free alternatives.
import re
log = "2024-01-05 ERROR [db] timeout; 2024-01-06 INFO [web] ok; 2024-01-07 ERROR [web] crash"
pat = re.compile(r"(?P<date>\d{4}-\d\d-\d\d) (?P<level>[A-Z]+) \[(?P<comp>\w+)\] (?P<msg>\w+)")
for m in pat.finditer(log):
    print(m.groupdict())
print([m["comp"] for m in pat.finditer(log) if m["level"] == "ERROR"])
print(re.sub(r"(?P<word>\b\w+\b) (?P=word)", r"\g<word>", "the the cat sat sat down"), re.sub(r"\d+", r"<\g<0>>", "a1b22"))
m = re.match(r"(?P<a>x)?(?P<b>y)", "y")
print(m.groupdict(), m.groupdict(default="-"), m.group("a"), m.expand(r"[\g<b>]"))
print(re.findall(r"(['\"])(.*?)\1", "say 'hi' and \"bye\" and 'mixed\""))
