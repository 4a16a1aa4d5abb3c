# Positionals of every nargs that parse_intermixed_args accepts, with
# options between their strings.
import argparse
import contextlib
import io

p = argparse.ArgumentParser(prog="n")
p.add_argument("pair", nargs=2)
p.add_argument("maybe", nargs="?")
p.add_argument("many", nargs="+")
p.add_argument("-x", action="append")
for line in ["a -x 1 b c -x 2 d e", "a b -x 1 c", "-x 0 a b c d e f", "a b", "a -x q"]:
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            print(line, "->", p.parse_intermixed_args(line.split()))
    except SystemExit as e:
        print(line, "-> exit", e.code, err.getvalue().splitlines()[-1])
q = argparse.ArgumentParser(prog="q")
q.add_argument("one", nargs=1)
q.add_argument("star", nargs="*")
q.add_argument("--flag", nargs="*")
for line in ["a --flag b c", "a b --flag c -- d", "--flag a b c"]:
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            print(line, "->", q.parse_intermixed_args(line.split()))
    except SystemExit as e:
        print(line, "-> exit", e.code, err.getvalue().splitlines()[-1])
