# Format specs on subclasses of int/float/str use the base __format__ unless overridden.
class Meters(float):
    def __str__(self): return f"{float(self)} m"
m = Meters(3.14159)
print(f"{m}", f"{m:.2f}", str(m), repr(m), format(m, ""), "{}".format(m), "%s" % m, "%.1f" % m)
class Tag(str):
    def __format__(self, spec): return f"<{str(self)}:{spec}>"
print(f"{Tag('x')}", f"{Tag('x'):>5}", "{:q}".format(Tag("y")))
class Hex(int):
    def __format__(self, spec): return format(int(self), spec or "#x")
print(f"{Hex(255)}", f"{Hex(255):d}", str(Hex(255)))
