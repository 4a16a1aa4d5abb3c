# is* predicates across ASCII and Unicode.
samples = ["abc", "ABC", "Abc", "123", "١٢٣", "½", "²", "abc123", "", " ", "\t\n", "a b", "é", "日本",
           "Hello World", "_id", "id1", "1id", "class", "\u00a0", "ⅷ", "x\u0301", "😀", "\x00"]
for s in samples:
    flags = [s.isalpha(), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalnum(), s.isspace(),
             s.isupper(), s.islower(), s.istitle(), s.isidentifier(), s.isprintable(), s.isascii()]
    print(repr(s), "".join("1" if f else "0" for f in flags))
