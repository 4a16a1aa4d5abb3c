# parse_known_intermixed_args: the strings neither pass took come back,
# unknown options among them, in order.
import argparse

p = argparse.ArgumentParser(prog="k")
p.add_argument("--level", type=int, default=1)
p.add_argument("name")
p.add_argument("files", nargs="*")
for line in ["a x --level 3 y --zz z", "a --zz 3", "--unknown a b", "a b --level 2 c -q d",
             "a -- --level", "--level 5 a -- b c", "a --level=9 -x=1 q"]:
    ns, extra = p.parse_known_intermixed_args(line.split())
    print(line, "->", ns, extra)
