# Mutually exclusive groups, required or not; argument groups.
import argparse
import sys

sys.stderr = sys.stdout


def run(p, argv):
    try:
        print(argv, "->", p.parse_args(argv))
    except SystemExit as e:
        print("exit", e.code)


p = argparse.ArgumentParser(prog="fmt")
g = p.add_mutually_exclusive_group()
g.add_argument("--json", action="store_true")
g.add_argument("--yaml", action="store_true")
g.add_argument("--indent", type=int)
r = p.add_mutually_exclusive_group(required=True)
r.add_argument("-i", "--input")
r.add_argument("--stdin", action="store_true")
for argv in (["-i", "f"], ["--stdin", "--json"], ["--json", "--yaml", "--stdin"], ["--indent", "2", "--json", "-i", "x"],
             [], ["--json"], ["-i", "a", "--stdin"]):
    run(p, argv)
p.print_help()
try:
    g.add_argument("pos")
except ValueError as e:
    print(type(e).__name__, e)
q = argparse.ArgumentParser(prog="grp", description="Groups in the help.")
net = q.add_argument_group("network", "Where to connect.")
net.add_argument("--host", default="localhost", help="server host")
net.add_argument("--port", type=int, default=80, help="server port (default: %(default)s)")
auth = q.add_argument_group("authentication")
auth.add_argument("--user")
ex = auth.add_mutually_exclusive_group()
ex.add_argument("--password")
ex.add_argument("--token")
q.add_argument("target")
q.print_help()
run(q, ["t", "--port", "8080", "--token", "x"])
run(q, ["t", "--password", "a", "--token", "b"])
