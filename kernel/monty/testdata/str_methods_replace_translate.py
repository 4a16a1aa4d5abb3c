# replace with counts, translate with maketrans, encode.
s = "one two one two one"
print(s.replace("one", "1"), s.replace("one", "1", 2), s.replace("one", "1", 0), s.replace("one", "1", -1))
print("abc".replace("", "-"), "abc".replace("", "-", 2), "".replace("", "x"), "aaa".replace("a", "aa"))
table = str.maketrans("abc", "xyz", "d")
print("abcd-abcd".translate(table), table)
print("hello".translate({ord("l"): None, ord("h"): "J"}), "hi".translate({104: 72}))
print(str.maketrans({"a": "1", "b": None}), "abc".translate(str.maketrans({"a": "1", "b": None})))
try:
    str.maketrans("ab", "x")
except ValueError as e:
    print("ValueError:", e)
print("héllo".encode(), "héllo".encode("latin-1"), "hi".encode("ascii"), "é".encode("utf-16-le"))
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
print("é😀".encode("ascii", "ignore"), "é😀".encode("ascii", "replace"), "é".encode("ascii", "backslashreplace"), "é".encode("ascii", "xmlcharrefreplace"))
print(b"h\xc3\xa9".decode(), b"h\xe9".decode("latin-1"), b"\xff".decode("utf-8", "replace"), b"a\xffb".decode("utf-8", "ignore"), b"\xff".decode("utf-8", "backslashreplace"))
try:
    b"\xff".decode()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
print(len("😀".encode()), len("😀".encode("utf-16")), "😀".encode("utf-32-be"))
