# Implicit concatenation of f-strings and plain strings, multi-line expressions.
a, b = 3, 4
msg = (f"a={a} "
       "plain {not a field} "
       f"b={b} "
       f"sum={a + b}")
print(msg)
total = f"""{
    a
    +
    b
}"""
print(total)
print(f"{a!r:>4}" f"{b:<4}|" "end")
items = ["x", "y"]
print(f"""items:
{chr(10).join(f"- {i}" for i in items)}
done""")
print(rf"\d{a}\n", Rf"{b}\t", fR"{a}\\")
print(f"{'multi'}" 'plain' f"{'three'}" "four")
