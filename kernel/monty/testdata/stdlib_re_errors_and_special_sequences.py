# Pattern errors and special sequences (\d \w \s \b with Unicode), greedy vs lazy.
import re
for bad in ["(", "[a-", "a{2,1}", "*a", "(?P<n>a)(?P<n>b)", "\\", "(?P<1>x)"]:
    try:
        re.compile(bad)
    except re.error as e:
        print(repr(bad), "->", e)
print(re.findall(r"\d", "1٢3"), re.findall(r"\w+", "naïve café"), re.findall(r"\s", "a\u00a0b c"), re.findall(r"\d", "1٢3", re.A))
print(re.findall(r"<.+>", "<a><b>"), re.findall(r"<.+?>", "<a><b>"), re.findall(r"a{2,3}", "aaaaaaa"), re.findall(r"a{2,3}?", "aaaa"))
print(re.match(r"(a|ab)(c|bcd)(d*)", "abcd").groups(), re.findall(r"[^aeiou\s]+", "hello world"), re.findall(r"[\w-]+", "a-b c_d"))
