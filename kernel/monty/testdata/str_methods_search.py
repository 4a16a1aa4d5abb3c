# find, rfind, index, rindex, count, startswith, endswith, in.
s = "hello world, hello there"
print(s.find("hello"), s.find("hello", 1), s.find("hello", 1, 10), s.rfind("hello"), s.find("zz"), s.find(""))
print(s.find("", 100), s.rfind(""), s.count("hello"), s.count("l"), s.count("l", 5, 15), s.count(""), "aaaa".count("aa"))
print(s.index("world"), s.rindex("o"), s.find("o", -5), s.find("h", -100, -20))
try:
    s.index("zzz")
except ValueError as e:
    print("ValueError:", e)
try:
    s.rindex("zzz")
except ValueError as e:
    print("ValueError:", e)
print(s.startswith("hello"), s.startswith("world", 6), s.startswith(("x", "he")), s.endswith("there"), s.endswith(("a", "b")))
print(s.startswith(""), "".startswith(""), s.endswith("hello", 0, 5), s.startswith("lo", 3, 4))
try:
    s.startswith(["he"])
except TypeError as e:
    print("TypeError:", e)
print("日本語テキスト".find("テ"), "日本語テキスト".index("キ"), "aé😀b".find("b"), "😀😀".count("😀"))
print("abc".find("c", None, None), "abcabc".rfind("b", 0, 4))
