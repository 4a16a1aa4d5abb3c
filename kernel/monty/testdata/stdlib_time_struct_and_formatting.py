# time.struct_time fields, mktime/gmtime round trip via calendar.timegm, strftime padding, sleep(0).
import time, calendar
t = time.strptime("2024-03-10 14:05:09", "%Y-%m-%d %H:%M:%S")
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, tuple(t)[:6])
secs = calendar.timegm(t)
print(secs, time.gmtime(secs)[:6] == tuple(t)[:6], time.strftime("%d/%m/%y %I%p", time.gmtime(secs)))
print(time.strftime("%H:%M", (2024, 1, 1, 9, 5, 0, 0, 1, 0)), time.sleep(0), isinstance(time.monotonic_ns(), int))
try:
    time.strptime("not a date", "%Y")
except ValueError as e:
    print("ValueError:", e)
