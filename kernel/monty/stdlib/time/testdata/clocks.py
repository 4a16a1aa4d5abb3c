import time

t0 = time.time()
m0 = time.monotonic()
p0 = time.perf_counter()
time.sleep(0.02)
time.sleep(0)
time.sleep(True)if False else None
print(time.time() - t0 >= 0.015, time.monotonic() - m0 >= 0.015, time.perf_counter() - p0 >= 0.015)
print(type(time.time_ns()), type(time.monotonic_ns()), type(time.perf_counter_ns()), type(time.process_time()), time.time_ns() > 1.6e18)
print(abs(time.time() - time.time_ns() / 1e9) < 1)
for bad in [-1, "a", None, float("nan")]:
    try:
        time.sleep(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(time.timezone, time.altzone, time.daylight, time.tzname)
print(time.get_clock_info("monotonic").monotonic, time.get_clock_info("time").adjustable)
