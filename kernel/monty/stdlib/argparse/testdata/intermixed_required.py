# Required options and required mutually exclusive groups of options work
# with parse_intermixed_args, and stay required afterwards.
import argparse
import contextlib
import io

p = argparse.ArgumentParser(prog="r")
p.add_argument("--out", required=True)
g = p.add_mutually_exclusive_group(required=True)
g.add_argument("--fast", action="store_true")
g.add_argument("--slow", action="store_true")
p.add_argument("items", nargs="+")
for line in ["a --out o --fast b", "--slow a b --out x", "a b --fast", "--out o a", "--out o --fast",
             "--out o --fast --slow a"]:
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            print(line, "->", p.parse_intermixed_args(line.split()))
    except SystemExit as e:
        print(line, "-> exit", e.code, err.getvalue().splitlines()[-1])
print([a.required for a in p._actions], [x.required for x in p._mutually_exclusive_groups])
print([(a.dest, a.nargs, a.default) for a in p._actions])
