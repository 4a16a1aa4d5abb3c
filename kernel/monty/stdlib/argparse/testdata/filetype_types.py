# type= conversions: int, float, custom functions, FileType, choices with types.
import argparse
import os
import sys
import tempfile

sys.stderr = sys.stdout
d = tempfile.mkdtemp()
path = os.path.join(d, "in.txt")
with open(path, "w") as f:
    f.write("hello file\n")
p = argparse.ArgumentParser(prog="types")
p.add_argument("--infile", type=argparse.FileType("r"))
p.add_argument("--outfile", type=argparse.FileType("w", encoding="utf-8"))
p.add_argument("--ratio", type=float)
p.add_argument("--digit", type=int, choices=range(10))
p.add_argument("--word", type=str.upper, choices=["A", "B"])
p.add_argument("--hexnum", type=lambda s: int(s, 16))
ns = p.parse_args(["--infile", path, "--ratio", "0.5", "--digit", "7", "--word", "b", "--hexnum", "ff"])
print(ns.infile.read().strip(), ns.ratio, ns.digit, ns.word, ns.hexnum)
ns.infile.close()
out = os.path.join(d, "out.txt")
ns = p.parse_args(["--outfile", out])
ns.outfile.write("written")
ns.outfile.close()
with open(out) as f:
    print(f.read())
print(p.parse_args(["--infile", "-"]).infile is sys.stdin)
print(repr(argparse.FileType("r")), repr(argparse.FileType("wb", 0)), repr(argparse.FileType("w", encoding="utf-8", errors="strict")))
for argv in (["--digit", "12"], ["--word", "c"], ["--ratio", "x"], ["--hexnum", "zz"]):
    try:
        p.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)
strict = argparse.ArgumentParser(prog="strict", exit_on_error=False)
strict.add_argument("f", type=argparse.FileType("r"))
try:
    strict.parse_args([os.path.join(d, "missing.txt")])
except argparse.ArgumentError as e:
    print(str(e).replace(d, "DIR"))
q = argparse.ArgumentParser(prog="dflt")
q.add_argument("--n", type=int, default="42")
q.add_argument("--m", type=int, default=3)
print(q.parse_args([]))
