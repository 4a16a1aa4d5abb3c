# linejunk and charjunk reach ndiff; the prefix counter numbers each table.
import difflib
import re

a = ["keep\n", "   \n", "# comment\n", "value = 1\n"]
b = ["keep\n", "\n", "# comment!\n", "value = 2\n"]
h = difflib.HtmlDiff(linejunk=difflib.IS_LINE_JUNK, charjunk=None)
t1 = h.make_table(a, b)
t2 = h.make_table(a, b)
n1 = int(re.search(r"difflib_chg_to(\d+)__top", t1).group(1))
n2 = int(re.search(r"difflib_chg_to(\d+)__top", t2).group(1))
print(n2 - n1, re.sub(r"(to|from)\d+_", r"\1N_", t1) == re.sub(r"(to|from)\d+_", r"\1N_", t2))
print(re.sub(r"(to|from)\d+_", r"\1N_", t1))
print(re.sub(r"(to|from)\d+_", r"\1N_", difflib.HtmlDiff(charjunk=lambda c: c == " ").make_table(a, b)))
print(difflib.HtmlDiff._default_prefix > 0, "HtmlDiff" in difflib.__all__)
