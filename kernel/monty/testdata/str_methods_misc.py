# Less common str methods: partition chains, count overlaps, format_map, isdecimal vs isdigit.
s = "a-b_c d"
print(s.replace("-", " ").replace("_", " ").split(), s.title(), s.capitalize(), s[::-1].upper())
path = "/usr/local/lib/python3.11/site.py"
head, _, tail = path.rpartition("/")
name, dot, ext = tail.partition(".")
print(head, tail, name, dot, ext, path.count("/"), path.split("/", 2))
print("Hello {name}, you are {age}".format_map({"name": "Ann", "age": 30}))
print("abc".ljust(6, "*") + "|", "abc".rjust(2), "tab\tsep".expandtabs(2), "x".join("abc"), "".join(["a"] * 3))
print("ß".casefold() == "ss", "ǅ".lower(), "ǅ".upper(), "ǅ".title(), "ﬁ".upper(), "ﬃ".upper())
print("hello world".startswith(("hi", "hello")), "photo.JPG".lower().endswith((".jpg", ".png")))
print("  indented\n    more\n".splitlines(), "\n".join(l.strip() for l in "  a \n b  \n".splitlines()))
print("%s" % "a" * 3, "-" * 0 + "end", "abc" in "xxabcxx", "abc".__contains__("bc"), "a".__add__("b"))
print(str.upper("x"), str.join(",", ["a", "b"]), str.__len__("abc"), "abc".__getitem__(1), "ab".__mul__(2))
print("line1\nline2".count("\n") + 1, len("mañana"), "mañana".encode("utf-8").__len__(), "ab" < "abc" < "b")
