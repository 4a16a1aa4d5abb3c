# nargs: ?, *, +, N, REMAINDER, for optionals and positionals.
import argparse
import sys

sys.stderr = sys.stdout


def run(p, argv):
    try:
        print(argv, "->", p.parse_args(argv))
    except SystemExit as e:
        print("exit", e.code)


p = argparse.ArgumentParser(prog="n")
p.add_argument("--one", nargs="?", const="C", default="D")
p.add_argument("--many", nargs="*")
p.add_argument("--some", nargs="+", type=int)
p.add_argument("--two", nargs=2)
p.add_argument("--single", nargs=1)
p.add_argument("first")
p.add_argument("rest", nargs="*")
for argv in (["x"], ["x", "y", "z"], ["--one", "x"], ["--one", "v", "x"], ["x", "--many"],
             ["x", "--many", "a", "b"], ["--some", "1", "2", "x"], ["--two", "a", "b", "x"],
             ["--single", "s", "x"], ["x", "--two", "a"], ["x", "--some"], ["x", "--single"],
             ["--some", "1", "--", "x", "-y"], ["x", "--some", "q"]):
    run(p, argv)
q = argparse.ArgumentParser(prog="r")
q.add_argument("cmd")
q.add_argument("args", nargs=argparse.REMAINDER)
run(q, ["ls", "-la", "--color", "x"])
run(q, ["ls"])
pos = argparse.ArgumentParser(prog="p")
pos.add_argument("a", nargs=2)
pos.add_argument("b", nargs="+")
pos.add_argument("c", nargs="?", default="c-default")
run(pos, ["1", "2", "3"])
run(pos, ["1", "2", "3", "4", "5"])
run(pos, ["1"])
run(pos, [])
opt = argparse.ArgumentParser(prog="o")
opt.add_argument("-x", nargs="?", type=int, const=0)
opt.add_argument("files", nargs="*", default=["stdin"])
run(opt, [])
run(opt, ["-x"])
run(opt, ["-x", "5", "f1", "f2"])
run(opt, ["f1", "-x", "3"])
