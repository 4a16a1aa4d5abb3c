# Attributes set on the class after instances exist are visible to them; instance values shadow.
class Cfg:
    pass
a = Cfg()
Cfg.level = "info"
print(a.level)
a.level = "debug"
Cfg.level = "warn"
print(a.level, Cfg().level)
del a.level
print(a.level)
Cfg.method = lambda self: f"method added later sees {self.level}"
print(a.method())
setattr(Cfg, "dynamic", property(lambda self: "dynamic property"))
print(a.dynamic)
