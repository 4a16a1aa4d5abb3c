# str.format with empty names, whitespace in names, and numeric-looking keys.
print("{} {}".format(1, 2), "{ }".format(**{" ": "space"}), "{0}{0}".format("r"), "{00}".format("zero-padded index"))
print("{a.b}".format(a=type("T", (), {"b": "attr"})()), "{x[1]}".format(x="ab"), "{x[key]}".format(x={"key": 5}))
print("{[0]}".format(["first"]), "{.real}".format(3), "{0!s:>5}".format(1), "{:>{}}".format("w", 3))
for bad in ["{0!}", "{0!rr}", "{0:{1:{2}}}", "{a[}"]:
    try:
        print(bad.format(1, 2, 3, a=[0]))
    except (ValueError, KeyError, IndexError) as e:
        print(type(e).__name__ + ":", e)
