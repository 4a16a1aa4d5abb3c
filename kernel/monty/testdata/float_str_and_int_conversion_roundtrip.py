# Converting floats to ints and back; int(str(float)) failures; float(int) precision.
for v in [0.0, 1.5, -2.5, 1e10, 1e20, 123.456, 2 ** 0.5]:
    print(v, int(v), float(int(v)), str(v), float(str(v)) == v, repr(v) == str(v))
for s in ["1.5", "1e3", "-0"]:
    try:
        print(int(s))
    except ValueError as e:
        print("ValueError:", e)
print(int(float("1e3")), int(float("-0")), float(10 ** 23), int(1e23), int(1e23) == 10 ** 23)
