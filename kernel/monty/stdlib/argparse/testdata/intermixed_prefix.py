# parse_intermixed_args with other prefix characters, abbreviations,
# negative numbers and @file arguments.
import argparse
import os
import tempfile

p = argparse.ArgumentParser(prog="p", prefix_chars="+-")
p.add_argument("+x", type=int)
p.add_argument("--long-name")
p.add_argument("vals", nargs="*", type=float)
for line in ["1 +x 2 3", "-1 --long x -2.5", "4 --long-name=y 5 +x7"]:
    print(line, "->", p.parse_intermixed_args(line.split()))
d = tempfile.mkdtemp()
path = os.path.join(d, "args.txt")
with open(path, "w") as f:
    f.write("--opt\nv\npos2\n")
q = argparse.ArgumentParser(prog="q", fromfile_prefix_chars="@")
q.add_argument("--opt")
q.add_argument("pos", nargs="+")
print(q.parse_intermixed_args(["pos1", "@" + path, "pos3"]))
