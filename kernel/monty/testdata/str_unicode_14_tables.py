# monty answers with Unicode 14.0's tables, CPython 3.11's, where Go's
# newer ones differ: characters Unicode 15 added are unassigned here, in
# the parser's names, str predicates and unicodedata alike.
import unicodedata

print(unicodedata.unidata_version)
new_in_15 = ["\U0001E030", "\U00011F04", "\U0001E4D0", "\U00031350", "\u0CF3", "\U0001F6DC"]
for c in new_in_15:
    print(hex(ord(c)), unicodedata.category(c), c.isalpha(), c.isprintable(),
          ("a" + c).isidentifier(), unicodedata.name(c, "-"),
          unicodedata.normalize("NFKD", c) == c, unicodedata.normalize("NFKC", "x" + c + "\u00e9") == "x" + c + "\u00e9",
          unicodedata.is_normalized("NFKD", c))
for c in new_in_15[:3]:
    try:
        compile("x" + c + " = 1", "<s>", "exec")
        print("compiled")
    except SyntaxError as e:
        print("SyntaxError", e.msg)
# Characters 14.0 has still behave as usual.
print(unicodedata.normalize("NFKD", "\ufb01\u00c5"), "ﬁx".isidentifier(), unicodedata.category("\u1e9e"))
ﬁ = 3
print(fi)
