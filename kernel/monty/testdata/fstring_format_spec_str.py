# f-string format specs for strings and nested replacement fields in specs.
s = "hello"
for spec in ["", "s", "10", "<10", ">10", "^10", "-^11", ".3", "10.2", ">8.1", "^4"]:
    print(f"{spec!r:>7}: [{s:{spec}}]")
width, prec, fill, align = 12, 3, "~", "^"
print(f"[{s:{fill}{align}{width}.{prec}}]")
print(f"[{3.14159:{width}.{prec}f}]", f"[{42:{'>' if True else '<'}{8}}]")
print(f"[{'':*^10}]", f"[{'x':0>4}]", f"[{'αβγ':>6}]", f"[{'😀':^5}]")
for bad in ["{s:d}", "{s:,}", "{s:=10}", "{3.5:d}", "{s:+}", "{10:s}"]:
    try:
        print(eval("f" + repr(bad)))
    except ValueError as e:
        print("ValueError:", e)
print(f"{'multi' 'part'}", f"{'a' + 'b'}", f"{s!r:>10}", f"{s!s:*<8}", f"{s!a}", f"{'é'!a}")
