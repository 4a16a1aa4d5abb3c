# TimedRotatingFileHandler.computeRollover for fixed times: plain
# intervals, midnight, atTime before and after the time of day, weekdays.
import datetime
import logging.handlers
import os
import tempfile

d = tempfile.mkdtemp()
path = os.path.join(d, "c.log")
times = [0, 1700000000, 1700000000 - 1700000000 % 86400, 1700000000 - 1700000000 % 86400 + 49500,
         1700000000 - 1700000000 % 86400 + 86399, 1735689599, 1709164800]
cases = [("S", 1, None), ("M", 2, None), ("H", 1, None), ("D", 1, None), ("midnight", 1, None),
         ("midnight", 1, datetime.time(13, 45)), ("midnight", 3, datetime.time(0, 0, 1)),
         ("W0", 1, None), ("W4", 1, None), ("W6", 2, datetime.time(23, 59, 59)), ("H", 1, datetime.time(5))]
for when, interval, at in cases:
    for utc in (False, True):
        h = logging.handlers.TimedRotatingFileHandler(path, when=when, interval=interval, atTime=at,
                                                      utc=utc, delay=True)
        print(when, interval, at, utc, [h.computeRollover(t) - t for t in times])
        h.close()
