"""The Python client's cost per call: `sb.run("1+1")` on monty.

Driven by python_test.go: for each line on stdin it runs one round of N calls, timing
each, and prints the round's median in nanoseconds, so that its rounds interleave with
the Go API's measured by the test.
"""

import statistics
import sys
import time

from backyard import Sandbox


def main():
    n = int(sys.argv[1])
    with Sandbox(sandbox_type="monty") as sb:
        for _ in range(200):  # warm up the process and the interpreter
            sb.run("1+1")
        print("ready", flush=True)
        for _ in sys.stdin:
            times = []
            for _ in range(n):
                t = time.perf_counter_ns()
                r = sb.run("1+1")
                times.append(time.perf_counter_ns() - t)
                if r.result != 2:
                    raise SystemExit("1+1 gave %r" % (r.result,))
            print(int(statistics.median(times)), flush=True)


if __name__ == "__main__":
    main()
