# make_file: the whole page, with its styles and legend.
import difflib
import re

def page(*args, **kw):
    html = difflib.HtmlDiff().make_file(*args, **kw)
    return re.sub(r"(to|from)\d+_", r"\1N_", html)

print(page(["a\n", "b b\n"], ["a\n", "c\n"], "old.txt", "new.txt"))
print(page(["été\n"], ["ete\n"], charset="ascii"))
print(page([], ["x\n"], context=True))
print(page(["same\n"], ["same\n"], "x", "y", context=True, numlines=0)[-300:])
