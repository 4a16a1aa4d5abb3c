# parse_intermixed_args' errors: leftovers, missing positionals, bad
# values, and the features it refuses (TypeError).
import argparse
import contextlib
import io


def attempt(p, line):
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            print(line, "->", p.parse_intermixed_args(line.split()))
    except SystemExit as e:
        print(line, "-> exit", e.code, err.getvalue().splitlines())


p = argparse.ArgumentParser(prog="e")
p.add_argument("--n", type=int)
p.add_argument("src")
p.add_argument("dst", nargs="?", default="out")
for line in ["", "a b c", "--n x a", "a --n", "--n 1", "a --bogus", "a b --n 2"]:
    attempt(p, line)
for nargs in ["...", argparse.REMAINDER]:
    q = argparse.ArgumentParser(prog="q")
    q.add_argument("x", nargs=nargs)
    try:
        q.parse_intermixed_args([])
    except TypeError as e:
        print("TypeError", e)
q = argparse.ArgumentParser(prog="q")
q.add_subparsers()
try:
    q.parse_known_intermixed_args([])
except TypeError as e:
    print("TypeError", e)
q = argparse.ArgumentParser(prog="q")
g = q.add_mutually_exclusive_group()
g.add_argument("--a")
g.add_argument("b", nargs="?")
try:
    q.parse_intermixed_args([])
except TypeError as e:
    print("TypeError", e)
