# HtmlDiff.make_table: pairing, intraline marks, escaping, anchors.
import difflib
import re

def table(*args, **kw):
    html = difflib.HtmlDiff(**kw.pop("init", {})).make_table(*args, **kw)
    return re.sub(r"(to|from)\d+_", r"\1N_", html)  # the table counter is per process

a = ["one\n", "two\n", "three\tx\n", "four & <five>\n", "a long line of words here\n"]
b = ["one\n", "tree\n", "three\ty\n", "five\n", "six\n", "a long line of worms there\n"]
print(table(a, b, "from", "to"))
print(table(a, b))
print(table(a, a, "same", "same"))
print(table([], [], "empty", "empty"))
print(table(["only left\n"], []))
print(table([], ["only right\n"]))
