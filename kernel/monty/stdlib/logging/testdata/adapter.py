# LoggerAdapter: extra, process overrides, delegation, repr.
import logging
import sys

log = logging.getLogger("adapt")
log.propagate = False
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(levelname)s [%(request)s] %(message)s"))
log.addHandler(h)
ad = logging.LoggerAdapter(log, {"request": "r-1"})
print(ad, ad.name, ad.manager is log.manager, ad.extra)
ad.warning("hello %s", "there")
ad.setLevel(logging.INFO)
print(ad.getEffectiveLevel(), log.level, ad.isEnabledFor(logging.DEBUG), ad.hasHandlers())
ad.info("info shown")
ad.debug("debug hidden")
class Prefix(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        return "<%s> %s" % (self.extra["user"], msg), kwargs
p = Prefix(log, {"user": "ann"})
h.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
p.error("failed %d times", 3)
p.log(logging.CRITICAL, "via log()")
try:
    raise ValueError("bad")
except ValueError:
    p.exception("with traceback")
print(p)
