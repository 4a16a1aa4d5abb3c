# The CPython side of the fuzz driver: one long-lived process that runs
# the programs sent to it, one JSON line each ({"src", "timeout"}), and
# answers one JSON line each ({"stdout", "error", "seconds"}), so that
# interpreter start-up is paid once. Each program gets fresh globals, its
# own stdout buffer, an alarm for its timeout, and a collection after it
# so that its finalisers print into its own buffer.
import gc
import io
import json
import resource
import signal
import sys
import time


class Deadline(BaseException):
    """Raised by the alarm; a BaseException so `except Exception` in the
    program does not swallow it."""


def on_alarm(signum, frame):
    raise Deadline()


def run(src, timeout):
    buf = io.StringIO()
    error = ""
    start = time.monotonic()
    sys.stdout = buf
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        try:
            code = compile(src, "<fuzz>", "exec")
            exec(code, {"__name__": "__main__"})
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except Deadline:
        error = "Timeout"
    except BaseException as e:  # the program's own outcome
        error = type(e).__name__
    try:
        gc.collect()
    except BaseException:
        pass
    sys.stdout = sys.__stdout__
    return {"stdout": buf.getvalue()[:1 << 16], "error": error,
            "seconds": time.monotonic() - start}


def main():
    limit = 2 << 30
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    signal.signal(signal.SIGALRM, on_alarm)
    sys.setrecursionlimit(1000)
    proto_out = sys.__stdout__
    for line in sys.stdin:
        req = json.loads(line)
        try:
            res = run(req["src"], req["timeout"])
        except BaseException as e:  # a Deadline between statements of run
            sys.stdout = sys.__stdout__
            res = {"stdout": "", "error": "Timeout" if isinstance(e, Deadline) else "worker:" + type(e).__name__, "seconds": 0}
        proto_out.write(json.dumps(res) + "\n")
        proto_out.flush()


main()
