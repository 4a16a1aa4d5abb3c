# Context mode: hunks of numlines around the changes.
import difflib
import re

def table(*args, **kw):
    html = difflib.HtmlDiff().make_table(*args, **kw)
    return re.sub(r"(to|from)\d+_", r"\1N_", html)

a = ["line %d\n" % i for i in range(30)]
b = list(a)
b[3] = "line three\n"
del b[15]
b.insert(25, "inserted\n")
for n in [0, 1, 2, 5]:
    print(n, table(a, b, "a", "b", context=True, numlines=n))
print(table(a, a, context=True))
print(table(a, a, context=True, numlines=0))
print(table([], [], context=True))
