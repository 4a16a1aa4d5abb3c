# prefix_chars, parents, conflict_handler, argument_default, allow_abbrev, abbreviations.
import argparse
import sys

sys.stderr = sys.stdout


def run(p, argv):
    try:
        print(argv, "->", p.parse_args(argv))
    except SystemExit as e:
        print("exit", e.code)


plus = argparse.ArgumentParser(prog="plus", prefix_chars="+-")
plus.add_argument("+x", action="store_true")
plus.add_argument("--yes")
plus.add_argument("++long", type=int)
run(plus, ["+x", "++long", "3", "--yes", "y"])
plus.print_help()
base = argparse.ArgumentParser(add_help=False)
base.add_argument("--parent-opt", default="P")
base.add_argument("shared")
child = argparse.ArgumentParser(prog="child", parents=[base])
child.add_argument("--own", type=int)
run(child, ["s", "--own", "1"])
child.print_help()
c = argparse.ArgumentParser(prog="conf", conflict_handler="resolve")
c.add_argument("-f", "--foo", help="old foo")
c.add_argument("--foo", help="new foo")
c.print_help()
try:
    e = argparse.ArgumentParser(prog="err")
    e.add_argument("--dup")
    e.add_argument("--dup")
except argparse.ArgumentError as err:
    print(type(err).__name__, err)
d = argparse.ArgumentParser(prog="dflt", argument_default=argparse.SUPPRESS)
d.add_argument("--a")
d.add_argument("--b", default=1)
run(d, [])
run(d, ["--a", "x"])
ab = argparse.ArgumentParser(prog="ab")
ab.add_argument("--verbose", action="store_true")
ab.add_argument("--version-info", action="store_true")
ab.add_argument("--output")
run(ab, ["--verb"])
run(ab, ["--ver"])
run(ab, ["--out=x"])
run(ab, ["--o", "y"])
noab = argparse.ArgumentParser(prog="noab", allow_abbrev=False)
noab.add_argument("--output")
run(noab, ["--out", "x"])
neg = argparse.ArgumentParser(prog="neg")
neg.add_argument("value", type=float)
neg.add_argument("-k", type=int)
run(neg, ["-1.5", "-k", "-3"])
negopt = argparse.ArgumentParser(prog="negopt")
negopt.add_argument("-1", dest="one", action="store_true")
negopt.add_argument("x", nargs="?")
run(negopt, ["-1"])
run(negopt, ["-2"])
