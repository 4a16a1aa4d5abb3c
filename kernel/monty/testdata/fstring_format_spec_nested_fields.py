# Format specs built from nested replacement fields, including fill and type.
value = 1234.5678
for fill, align, width, prec, typ in [("*", "<", 12, 2, "f"), ("0", "=", 12, 1, "f"), (" ", "^", 12, 3, "e"), ("_", ">", 10, 4, "g")]:
    print(f"[{value:{fill}{align}{width}.{prec}{typ}}]")
n = 255
for spec in ["#x", "#o", "#b", "08b", "+d", ",d"]:
    print(f"{spec:>4}: {n:{spec}}")
print("[{:{}{}{}}]".format("s", "-", "^", 9), "[{0:{fill}{align}{w}}]".format("t", fill="~", align=">", w=6))
