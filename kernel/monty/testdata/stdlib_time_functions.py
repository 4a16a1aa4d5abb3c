# time: gmtime/strftime/strptime on fixed values; monotonic clocks only checked for order and type.
import time
t = time.gmtime(0)
print(t, t.tm_year, t.tm_wday, time.strftime("%Y-%m-%d %H:%M:%S", t), time.strftime("%a %b %d %j", time.gmtime(86400 * 400)))
print(time.gmtime(1700000000)[:6], time.strptime("2024-02-29", "%Y-%m-%d")[:3], time.asctime(time.gmtime(0)))
a = time.monotonic()
b = time.perf_counter()
time.sleep(0.01)
print(time.monotonic() >= a, time.perf_counter() > b, type(time.time()).__name__, time.time() > 1.7e9, isinstance(time.time_ns(), int))
print(callable(time.localtime), time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0)).tm_mday)
