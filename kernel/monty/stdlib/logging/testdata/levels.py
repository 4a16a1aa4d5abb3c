# Level names, numbers, addLevelName and the checks of setLevel.
import logging

for level in (0, 10, 20, 30, 40, 50, 15, "INFO", "WARN", "FATAL", "NOPE"):
    print(repr(level), repr(logging.getLevelName(level)))
logging.addLevelName(25, "NOTICE")
print(logging.getLevelName(25), logging.getLevelName("NOTICE"))
print(logging.getLevelNamesMapping()["NOTICE"], logging.WARN, logging.FATAL)
lg = logging.getLogger("lv")
for bad in ("LOUD", 2.5, None, [10]):
    try:
        lg.setLevel(bad)
        print("set", lg.level)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
lg.setLevel("NOTICE")
print(lg, lg.level)
try:
    lg.log("INFO", "level given as a string")
except TypeError as e:
    print(type(e).__name__, e)
print([lg.isEnabledFor(n) for n in (10, 20, 25, 30)])
h = logging.Handler(level="ERROR")
print(h, h.level)
h.setLevel(5)
print(h)
print(logging.getLevelName(logging.root.getEffectiveLevel()))
