# findall (with and without groups), finditer, split (with groups, maxsplit), escape.
import re
text = "2024-01-05, 1999-12-31 and 2000-02-29"
print(re.findall(r"\d{4}", text), re.findall(r"(\d{4})-(\d\d)", text), re.findall(r"(\d{4})-\d\d-(\d\d)", text))
print([(m.start(), m.group()) for m in re.finditer(r"\d{4}-\d\d-\d\d", text)])
print(re.split(r"[,\s]+", "a, b  c,d"), re.split(r"(,)", "a,b,c"), re.split(r",", "a,b,c", maxsplit=1), re.split(r"x*", "abc"))
print(re.split(r"\b", "hi there"), re.findall(r"\b\w", "hello big world"), re.findall(r"", "ab"))
print(re.escape("a.b*c?(d)[e]{f}+^$|\\ -#&~"), re.findall(re.escape("1+1"), "1+1=2, 1+1"))
print(re.findall(r"(?:ab)+", "ababab ab"), re.findall(r"a(?=b)", "ab ac ab"), re.findall(r"(?<=\$)\d+", "$10 $20 30"))
print(re.findall(r"(\w)\1", "aabbcd eeff"), re.findall(r"(?P<c>\w)(?P=c)", "xxyz"), re.findall(r"a(?!b)", "ab ac ad"))
