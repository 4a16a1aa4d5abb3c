# Actions of options with parse_intermixed_args: store_const, append,
# extend, count, BooleanOptionalAction, between positional strings.
import argparse

p = argparse.ArgumentParser(prog="a")
p.add_argument("--const", action="store_const", const=42)
p.add_argument("--tag", action="append", default=[])
p.add_argument("--ext", action="extend", nargs="+")
p.add_argument("--color", action=argparse.BooleanOptionalAction, default=True)
p.add_argument("-q", action="count")
p.add_argument("words", nargs="*")
for line in ["one --tag a two --const three --tag b", "--ext 1 2 w --ext 3 -qq x",
             "w1 --no-color w2 -q", "--color", "a b c"]:
    print(line, "->", p.parse_intermixed_args(line.split()))
