# Formatter in its three styles, defaults, validation errors.
import logging

rec = logging.LogRecord("app.db", logging.WARNING, "/srv/app/db.py", 42,
                        "slow query: %.1f ms on %s", (12.345, "users"), None, "query")
rec.created = 0.0
rec.msecs = 0.0
for fmt, style in [
    ("%(levelname)s:%(name)s:%(message)s", "%"),
    ("%(levelname)-8s|%(lineno)4d|%(funcName)s|%(module)s|%(filename)s", "%"),
    ("{levelname}:{name}:{message}", "{"),
    ("{levelname:>10} {lineno:05d} {name!r}", "{"),
    ("$levelname:$name:${message}", "$"),
    ("%(message)s -- %(pathname)s", "%"),
]:
    print(repr(logging.Formatter(fmt, style=style).format(rec)))
print(logging.Formatter().format(rec))
print(logging.Formatter("%(message)s [%(tenant)s]", defaults={"tenant": "none"}).format(rec))
print(logging.Formatter("{message} [{tenant}]", style="{", defaults={"tenant": "t1"}).format(rec))
for fmt, style in [("%(x", "%"), ("plain", "%"), ("{x", "{"), ("plain", "{"), ("{0}", "{"),
                   ("{a!z}", "{"), ("$", "$"), ("plain", "$"), ("x", "#")]:
    try:
        logging.Formatter(fmt, style=style)
        print("ok", fmt, style)
    except ValueError as e:
        print(type(e).__name__, e)
f = logging.Formatter("%(message)s %(missing)s")
try:
    f.format(rec)
except ValueError as e:
    print(type(e).__name__, e)
print(logging.Formatter("no fields", validate=False).format(rec))
print(f.usesTime(), logging.Formatter("%(asctime)s").usesTime(),
      logging.Formatter("{asctime}", style="{").usesTime(),
      logging.Formatter("$asctime", style="$").usesTime())
