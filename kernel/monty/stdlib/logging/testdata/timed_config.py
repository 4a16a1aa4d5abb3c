# TimedRotatingFileHandler's when values: interval in seconds, suffix,
# weekday, and the errors for bad ones.
import datetime
import logging.handlers
import os
import tempfile

d = tempfile.mkdtemp()
path = os.path.join(d, "t.log")
for when, interval in [("s", 1), ("S", 10), ("m", 5), ("H", 1), ("h", 2), ("d", 1), ("D", 3),
                       ("midnight", 1), ("MIDNIGHT", 2), ("W0", 1), ("w6", 2), ("W3", 1)]:
    h = logging.handlers.TimedRotatingFileHandler(path, when=when, interval=interval, delay=True)
    print(when, h.when, h.interval, h.suffix, getattr(h, "dayOfWeek", None), h.utc, h.atTime, h.backupCount)
    h.close()
for when in ["x", "W", "W7", "Wx", "W10", "", "hours"]:
    try:
        logging.handlers.TimedRotatingFileHandler(path, when=when, delay=True)
    except ValueError as e:
        print(repr(when), "ValueError", e)
h = logging.handlers.TimedRotatingFileHandler(path, when="midnight", atTime=datetime.time(3, 30), utc=True, delay=True)
print(h.atTime, h.utc, h.mode, h.encoding, os.path.exists(path))
h.close()
