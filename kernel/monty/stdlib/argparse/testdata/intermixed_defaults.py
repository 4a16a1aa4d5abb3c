# Defaults of positionals and options under parse_intermixed_args: the
# namespace's attribute order, string defaults through type=, a namespace
# given, set_defaults.
import argparse

p = argparse.ArgumentParser(prog="d")
p.add_argument("first", nargs="?", default="10", type=int)
p.add_argument("--opt", default="7", type=int)
p.add_argument("more", nargs="*", default=["x"])
p.set_defaults(extra="yes")
for line in ["", "--opt 3", "5 --opt 2 a b", "1 a --opt 4 b"]:
    ns = p.parse_intermixed_args(line.split())
    print(repr(line), ns, list(vars(ns)))
ns = argparse.Namespace(first=99, flag=True)
print(p.parse_intermixed_args(["--opt", "1"], namespace=ns), ns.flag)
print(p.parse_args([]), list(vars(p.parse_args([]))))
