# IGNORECASE with Unicode, ASCII flag, DOTALL, inline flags and scoped flags.
import re
print(re.findall(r"straße", "STRASSE Straße", re.I), re.findall(r"é", "É é", re.I), re.findall(r"\w+", "naïve", re.A))
print(re.findall(r"a.c", "a\nc abc", re.S), re.findall(r"a.c", "a\nc abc"), re.findall(r"(?s)a.c", "a\nc"), re.findall(r"(?i:HELLO) world", "hello world Hello World"))
print(re.match(r"(?x) a \s b  # comment", "a b") is not None, re.compile(r"(?im)^x").flags & (re.I | re.M) == re.I | re.M)
print(re.fullmatch(r"[a-z]+", "ABC", re.I) is not None, re.findall(r"[^\W\d_]+", "ab12_cd ef"), re.sub(r"(?m)^\s+", "", "  a\n   b"))
