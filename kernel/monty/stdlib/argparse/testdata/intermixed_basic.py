# parse_intermixed_args: positionals may come between options; compared
# with parse_args, which stops a '*' positional at the first option.
import argparse


def parser():
    p = argparse.ArgumentParser(prog="tool")
    p.add_argument("--foo")
    p.add_argument("-v", action="count", default=0)
    p.add_argument("cmd")
    p.add_argument("rest", nargs="*", type=int)
    return p


for line in ["doit 1 --foo bar 2 3", "doit --foo bar 1 2 -v 3 -vv", "-v doit", "doit",
             "--foo=x doit 4 5", "doit 1 2 3"]:
    p = parser()
    print(line, "->", p.parse_intermixed_args(line.split()))
    try:
        print("   parse_args:", p.parse_args(line.split()))
    except SystemExit as e:
        print("   parse_args: exit", e.code)
