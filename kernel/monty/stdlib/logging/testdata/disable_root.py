# logging.disable, module-level functions, lastResort and logger.disabled.
import logging
import sys

print(logging.root, logging.lastResort.level, logging.raiseExceptions)
lg = logging.getLogger("quiet")
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))
lg.addHandler(h)
lg.propagate = False
lg.setLevel(logging.DEBUG)
lg.info("before disable")
logging.disable(logging.INFO)
lg.info("disabled")
lg.warning("above the disable level")
print(logging.root.manager.disable, lg.isEnabledFor(logging.INFO))
logging.disable()
lg.critical("even critical is gone")
logging.disable(logging.NOTSET)
lg.debug("enabled again")
lg.disabled = True
lg.error("logger disabled")
lg.disabled = False
lg.error("logger enabled")
try:
    logging.disable("LOUDEST")
except ValueError as e:
    print(type(e).__name__, e)
logging.basicConfig(stream=sys.stdout, format="root:%(levelname)s:%(message)s")
logging.warning("module-level %s", "warning")
logging.error("module-level error")
logging.critical("module-level critical")
logging.log(logging.WARNING, "module-level log")
logging.info("below WARNING")
logging.fatal("fatal")
print(logging.getLoggerClass() is logging.Logger)
class Mine(logging.Logger):
    pass
logging.setLoggerClass(Mine)
print(type(logging.getLogger("custom.one")).__name__, type(logging.getLogger("quiet")).__name__)
logging.setLoggerClass(logging.Logger)
try:
    logging.setLoggerClass(dict)
except TypeError as e:
    print(type(e).__name__, e)
