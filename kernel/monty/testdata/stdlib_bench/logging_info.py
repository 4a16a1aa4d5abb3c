# 100,000 logger.info calls through a StreamHandler to a StringIO, each
# record formatted with its time, level, logger name and %-merged message.
import io
import logging

log = logging.getLogger("bench.worker")
log.setLevel(logging.INFO)
log.propagate = False


def bench():
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-8s %(name)s: %(message)s"))
    log.addHandler(handler)
    try:
        for i in range(100000):
            log.info("processed item %d of %s", i, "batch")
        log.debug("not emitted")
    finally:
        log.removeHandler(handler)
    lines = out.getvalue().splitlines()
    return len(lines), lines[-1].split(" ", 2)[2]
