# Subcommands: add_subparsers, add_parser, aliases, set_defaults, help.
import argparse
import sys

sys.stderr = sys.stdout


def run(p, argv):
    try:
        print(argv, "->", p.parse_args(argv))
    except SystemExit as e:
        print("exit", e.code)


class Handler:
    def __init__(self, name):
        self.name = name

    def __call__(self, ns):
        return "%s %s" % (self.name, ns.paths)

    def __repr__(self):
        return "Handler(%r)" % self.name


do_add = Handler("adding")


p = argparse.ArgumentParser(prog="vcs", description="A version control tool.")
p.add_argument("--verbose", "-v", action="store_true")
sub = p.add_subparsers(dest="command", help="what to do")
add = sub.add_parser("add", help="add files")
add.add_argument("paths", nargs="+")
add.add_argument("-f", "--force", action="store_true")
add.set_defaults(func=do_add)
commit = sub.add_parser("commit", help="record changes", aliases=["ci"])
commit.add_argument("-m", "--message", required=True)
sub.add_parser("status")
run(p, ["add", "a.txt", "b.txt"])
run(p, ["-v", "ci", "-m", "msg"])
run(p, ["status"])
run(p, [])
run(p, ["push"])
run(p, ["commit"])
run(p, ["add", "x", "--unknown"])
ns = p.parse_args(["add", "-f", "z"])
print(ns.func(ns), ns.force)
p.print_help()
add.print_help()
commit.print_usage()
print(add.prog, commit.prog)
q = argparse.ArgumentParser(prog="tool")
q.add_argument("config")
cmds = q.add_subparsers(title="commands", description="Available commands.", dest="cmd", required=True, metavar="CMD")
cmds.add_parser("run", help="run it")
cmds.add_parser("stop", help="stop it")
q.print_help()
run(q, ["c.ini"])
run(q, ["c.ini", "run"])
print(cmds.add_parser("third").prog)
try:
    cmds.add_parser("run")
except argparse.ArgumentError as e:
    print(type(e).__name__, e)
known, rest = p.parse_known_args(["status", "--extra", "x"])
print(known, rest)
