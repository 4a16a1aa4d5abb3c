# join accepts any iterable of str; error messages name the offending item.
print(",".join(["a", "b"]), ",".join(("a",)), ",".join("abc"), ",".join({"k": 1}), ",".join(x for x in "xy"))
print("".join(map(str, range(5))), " ".join([]), "-".join([""] * 3), "ab".join("12"))
class S(str): pass
print(",".join([S("sub"), "plain"]), type(",".join([S("a")])).__name__)
for bad in [[1], ["a", None], ["a", b"b"], [["a"]], 5]:
    try:
        ",".join(bad)
    except TypeError as e:
        print("TypeError:", e)
