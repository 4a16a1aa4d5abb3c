# The = specifier with conversions and format specs, preserving whitespace.
x = 3.14159
items = [1, 2]
print(f"{x=}")
print(f"{x=:.2f}")
print(f"{x = :>10.3f}")
print(f"{x=!r:>20}")
print(f"{x=!s}")
print(f"{items=}")
print(f"{len(items) * 2 = }")
print(f"{'str'=}")
print(f"{x+1=}", f"{x  +  1=}")
name = "ann"
print(f"{name=!a}", f"{name.upper()=}", f"{name[0]=}")
