# Conversions !r !s !a and the = debugging specifier.
x, name = 42, "Ann"
items = [1, "two"]
nl = "\n"
print(f"{name!r} {name!s} {name!a} {'naïve'!a} {nl!r}")
print(f"{x=}", f"{x = }", f"{x=:>5}", f"{x=!s}", f"{name=}", f"{name=!s}", f"{items=}")
print(f"{x*2=}", f"{len(items)=}", f"{x + 1 = }", f"{x=:#x}")
class P:
    def __repr__(self): return "P-repr"
    def __str__(self): return "P-str"
p = P()
print(f"{p}", f"{p!r}", f"{p=}", f"{p=!s}", f"{p!s:>8}")
print(f"{{literal braces}}", f"{{{x}}}", f"{{x}}", f"}}{x}{{")
print(f"{'nested {braces} in string'}", f"{ {'k': 1}['k'] }", f"{(lambda: 'lam')()}")
print(f"{x:{'>' }{10}}|", f"{'a':{'^'}{5}}|")
print(f"""triple {x}
quoted {name}""")
print(rf"raw \n {x}", fr"{name}\t")
print(f"{x!r:^8}|{3.0!s:>5}|")
