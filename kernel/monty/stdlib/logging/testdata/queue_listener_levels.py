# QueueListener with respect_handler_level: handler levels and filters
# decide which handler sees which record; without it every handler sees all
# (their own handle() still applies filters).
import logging
import logging.handlers
import queue


class Keep(logging.Handler):
    def __init__(self, tag, level=logging.NOTSET):
        super().__init__(level)
        self.tag, self.got = tag, []

    def emit(self, rec):
        self.got.append(rec.msg)


for respect in (False, True):
    q = queue.Queue()
    log = logging.getLogger(f"qlev{respect}")
    log.propagate = False
    log.setLevel(logging.DEBUG)
    log.addHandler(logging.handlers.QueueHandler(q))
    low, high, filt = Keep("low"), Keep("high", logging.ERROR), Keep("filt")
    filt.addFilter(lambda r: "keep" in r.msg)
    lis = logging.handlers.QueueListener(q, low, high, filt, respect_handler_level=respect)
    lis.start()
    log.debug("d keep")
    log.info("i")
    log.error("e keep")
    log.critical("c")
    lis.stop()
    print(respect, low.got, high.got, filt.got)
