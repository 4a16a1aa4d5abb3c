# re.sub/subn with backreferences, \g<name>, functions, counts, and flags.
import re
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "joe@home ann@work"))
print(re.sub(r"(?P<first>\w+) (?P<last>\w+)", r"\g<last>, \g<first>", "John Smith"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1 b22 c333"))
print(re.subn(r"o", "0", "foo boo"), re.sub(r"o", "0", "foo boo", count=2), re.sub(r"x", "y", "abc"))
print(re.sub(r"(a)", r"\1\1", "banana"), re.sub(r"^", "> ", "l1\nl2", flags=re.M), re.sub(r"\s+", " ", "  a \n\t b  ").strip())
print(re.sub(r"(\d)", r"<\g<1>0>", "a1b2"), re.sub("", "-", "abc"), re.sub(r"\\", "/", r"C:\dir\file"))
def title(m):
    return m.group(0).capitalize()
print(re.sub(r"[a-z]+", title, "hello big WORLD"), re.sub(r"(?i)world", "there", "Hello WORLD"))
try:
    re.sub(r"(a)", r"\2", "a")
except re.error as e:
    print("re.error:", e)
