# Assigning to out-of-range indexes and wrong index types.
l = [1, 2, 3]
l[-1] = "last"
l[0] = "first"
print(l)
for idx in [3, -4, 10 ** 20, "0", 1.0, None]:
    try:
        l[idx] = 0
    except (IndexError, TypeError) as e:
        print(repr(idx), type(e).__name__ + ":", e)
try:
    del l[5]
except IndexError as e:
    print("IndexError:", e)
t = "text"
try:
    t[0] = "T"
except TypeError as e:
    print("TypeError:", e)
