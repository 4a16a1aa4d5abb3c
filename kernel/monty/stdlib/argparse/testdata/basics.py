# Positionals and optionals, defaults, dest, Namespace.
import argparse

p = argparse.ArgumentParser(prog="copy")
p.add_argument("src")
p.add_argument("dst", nargs="?", default="out.txt")
p.add_argument("-q", "--quiet", action="store_true")
p.add_argument("--level", type=int, default=1)
p.add_argument("--name", dest="who", default="anon")
p.add_argument("--no-color", action="store_false", dest="color")
for argv in (["a"], ["a", "b"], ["-q", "a", "--level", "3"], ["a", "--level=7", "b"],
             ["--name", "ann", "x"], ["x", "--no-color"], ["--quiet", "--", "-weird-name"]):
    print(argv, p.parse_args(argv))
ns = p.parse_args(["a"])
print(ns.src, ns.dst, ns.quiet, ns.level, ns.who, ns.color)
print("src" in ns, "nope" in ns, vars(ns))
print(argparse.Namespace(a=1) == argparse.Namespace(a=1), argparse.Namespace(a=1) == argparse.Namespace(a=2))
print(argparse.Namespace(b=2, a=1), argparse.Namespace(), argparse.Namespace(**{"odd-key": 1, "ok": 2}))
print(argparse.Namespace(a=1) != argparse.Namespace(a=1), argparse.Namespace(a=1) == {"a": 1})
target = argparse.Namespace(existing=True)
print(p.parse_args(["z"], namespace=target) is target, target)
print(p.get_default("level"), p.get_default("who"), p.get_default("missing"))
p.set_defaults(level=9, extra="yes")
print(p.parse_args(["a"]))
