# error(): usage plus "prog: error: ..." on stderr, SystemExit(2); exit_on_error=False.
import argparse
import io
import sys

p = argparse.ArgumentParser(prog="calc")
p.add_argument("x", type=int)
p.add_argument("--op", choices=["add", "mul"], required=True)
p.add_argument("--scale", type=float)


def attempt(argv):
    saved, sys.stderr = sys.stderr, io.StringIO()
    try:
        print(p.parse_args(argv))
    except SystemExit as e:
        print("SystemExit", e.code, repr(sys.stderr.getvalue()))
    finally:
        sys.stderr = saved


for argv in ([], ["1"], ["one", "--op", "add"], ["1", "--op", "sub"], ["1", "--op", "add", "--scale", "big"],
             ["1", "2", "--op", "add"], ["1", "--op", "add", "--bogus"], ["--op"], ["1", "--op=mul", "--scale=2.5"]):
    attempt(argv)
q = argparse.ArgumentParser(prog="strict", exit_on_error=False)
q.add_argument("--n", type=int)
q.add_argument("pos")
for argv in (["--n", "x", "p"], ["--n"]):
    try:
        q.parse_args(argv)
    except argparse.ArgumentError as e:
        print(type(e).__name__, e, "|", e.argument_name, "|", e.message)
try:
    q.parse_args(["p", "extra"])
except SystemExit as e:
    print("SystemExit", e.code)
saved, sys.stderr = sys.stderr, io.StringIO()
try:
    p.error("custom message")
except SystemExit as e:
    print(e.code, repr(sys.stderr.getvalue()))
try:
    p.exit(3, "bye\n")
except SystemExit as e:
    print(e.code, repr(sys.stderr.getvalue()[-4:]))
sys.stderr = saved
def positive(text):
    n = int(text)
    if n <= 0:
        raise argparse.ArgumentTypeError("%r is not positive" % text)
    return n
t = argparse.ArgumentParser(prog="t", exit_on_error=False)
t.add_argument("n", type=positive)
for argv in (["5"], ["-5"], ["0"], ["x"]):
    try:
        print(t.parse_args(argv))
    except argparse.ArgumentError as e:
        print(e)
print(str(argparse.ArgumentError(None, "plain")), issubclass(argparse.ArgumentTypeError, Exception))
