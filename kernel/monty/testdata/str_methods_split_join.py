# split, rsplit, splitlines, partition, rpartition, join.
s = "  a  b\tc\n d  "
print(s.split(), s.split(" "), s.split(None, 1), s.rsplit(None, 1), s.split(" ", 2))
print("a,b,,c".split(","), "a,b,,c".rsplit(",", 1), "a,b,,c".split(",", maxsplit=0), "".split(","), "".split())
print("a::b::c".split("::"), "abc".split("abc"), "x".split("x", 5))
try:
    "a".split("")
except ValueError as e:
    print("ValueError:", e)
text = "line1\nline2\r\nline3\rline4\x0bline5\x0cline6\x1cline7\u2028line8\n"
print(text.splitlines())
print(text.splitlines(keepends=True)[:3])
print("no newline".splitlines(), "".splitlines(), "\n".splitlines(), "a\n\nb".splitlines())
print("key=value=more".partition("="), "key=value=more".rpartition("="), "novalue".partition("="), "novalue".rpartition("="))
print("-".join(["a", "b", "c"]), "".join([]), ", ".join("xyz"), "/".join(("p", "q")), " ".join(str(i) for i in range(3)))
try:
    "-".join(["a", 1, "b"])
except TypeError as e:
    print("TypeError:", e)
try:
    "-".join(5)
except TypeError as e:
    print("TypeError:", e)
try:
    "a".partition("")
except ValueError as e:
    print("ValueError:", e)
print("a b c".split(maxsplit=1), "  lead".split(" "), "trail  ".rsplit(" ", 1))
