# time.process_time() counts the CPU time of the interpreter, not wall time:
# a sleep barely moves it, a busy loop does.
import time
w0, c0 = time.perf_counter(), time.process_time()
time.sleep(0.3)
w1, c1 = time.perf_counter(), time.process_time()
print("sleep: cpu grew less than wall", (c1 - c0) < (w1 - w0) / 2)
x = 0
for i in range(2_000_000):
    x += i
c2 = time.process_time()
print("busy: cpu grew", c2 > c1, type(c2).__name__, type(time.process_time_ns()).__name__)
print(time.thread_time() >= 0)
