# __format__ receives the raw spec, from format(), f-strings and str.format alike.
class Spec:
    def __format__(self, spec):
        return f"<{spec}>"
s = Spec()
print(format(s), format(s, "x"), f"{s}", f"{s:>10}", f"{s:{'nested'}}", "{:abc}".format(s), "{0:!r}".format(s) if False else "{0:q}".format(s))
class Temp:
    def __init__(self, c): self.c = c
    def __format__(self, spec):
        unit = spec[-1] if spec and spec[-1] in "CFK" else "C"
        num_spec = spec[:-1] if spec and spec[-1] in "CFK" else spec
        value = {"C": self.c, "F": self.c * 9 / 5 + 32, "K": self.c + 273.15}[unit]
        return format(value, num_spec or ".1f") + unit
t = Temp(21.5)
print(f"{t}", f"{t:F}", f"{t:.3K}", f"{t:>8.0C}", format(t, "F"))
class Inherit(int):
    pass
print(f"{Inherit(255):#x}", format(Inherit(7), "03d"), f"{True:>5}", f"{True:d}")
