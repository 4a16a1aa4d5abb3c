# strip/lstrip/rstrip with character sets, and removeprefix/removesuffix differences.
s = "xxyhelloyxx"
print(s.strip("xy"), s.lstrip("x"), s.rstrip("yx"), s.strip("xyhelo"), s.strip(""), s.strip(None))
print("   ".strip(), "\n\t x \t\n".strip(" "), "..a..".strip("."), "abc".strip("cba"), "".lstrip("a"))
print("prefix-body".lstrip("prefix-"), "prefix-body".removeprefix("prefix-"), "aaab".lstrip("a"), "aaab".removeprefix("a"))
print("file.tar.gz".rstrip(".gz"), "file.tar.gz".removesuffix(".gz"), "xyz".removesuffix("xyz"), "xyz".removeprefix("xyz!"))
try:
    "x".strip(1)
except TypeError as e:
    print("TypeError:", e)
