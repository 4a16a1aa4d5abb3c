# center/ljust/rjust/zfill with widths smaller, equal, larger; odd padding; fill characters.
for w in [0, 3, 4, 5, 6, 9]:
    print(repr("abc".center(w)), repr("abcd".center(w, "*")), repr("ab".ljust(w, "-")), repr("ab".rjust(w, "-")))
for v in ["5", "-5", "+5", "", "-", "abc", "-0.5", "1e5"]:
    print(repr(v.zfill(4)))
print("é".center(5, "é"), "日本".ljust(5, "。") + "|", "x".rjust(3, "\t").count("\t"))
for bad in [lambda: "a".center(5, ""), lambda: "a".ljust("5"), lambda: "a".zfill(None)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
