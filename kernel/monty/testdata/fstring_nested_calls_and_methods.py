# f-strings calling methods and functions, including ones that themselves format.
def money(v):
    return f"${v:,.2f}"
items = {"apple": 1.5, "melon": 3.25}
print(f"{', '.join(f'{k}={money(v)}' for k, v in items.items())}")
print(f"{'x'.join(str(i) for i in range(3))!r}", f"{sorted(items, key=len)}", f"{max(items.values()):.1f}")
print(f"{'upper'.upper()}{'LOWER'.lower():>8}", f"{str(3).zfill(4)}", f"{format(0.5, '%')}")
print(f"{divmod(17, 5)[0]}r{divmod(17, 5)[1]}", f"{(lambda x: x ** 2)(9)}", f"{[*range(3)]}")
