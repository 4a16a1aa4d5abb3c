# wrapcolumn and tabsize.
import difflib
import re

def table(a, b, **init):
    html = difflib.HtmlDiff(**init).make_table(a, b)
    return re.sub(r"(to|from)\d+_", r"\1N_", html)

a = ["short\n", "a very long line that wraps around\n", "tab\there\n", "x\n"]
b = ["short\n", "a very long line that wraps about here\n", "tab\there\n", "y\n", "a brand new line to wrap\n"]
for w in [1, 3, 7, 10, 40]:
    print(w, table(a, b, wrapcolumn=w))
for t in [1, 4, 8]:
    print(t, table(["\tx\n", "a\tb\tc\n", "trail\t\n"], ["\ty\n", "a\tb\td\n", "trail\t\n"], tabsize=t))
