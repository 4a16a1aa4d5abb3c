# The usage line of parse_intermixed_args' errors names every argument,
# and the parser's own usage and help are unchanged afterwards.
import argparse
import contextlib
import io

p = argparse.ArgumentParser(prog="u", description="demo")
p.add_argument("--mode", choices=["a", "b"])
p.add_argument("src")
p.add_argument("dst", nargs="*")
for line in ["--mode c x", "", "x --mode"]:
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            p.parse_intermixed_args(line.split())
    except SystemExit as e:
        print(repr(line), e.code, err.getvalue().splitlines())
print(p.usage)
print(p.format_usage(), end="")
print(p.format_help(), end="")
c = argparse.ArgumentParser(prog="c", usage="%(prog)s [custom]")
c.add_argument("x")
err = io.StringIO()
try:
    with contextlib.redirect_stderr(err):
        c.parse_intermixed_args([])
except SystemExit as e:
    print(e.code, err.getvalue().splitlines(), c.usage)
