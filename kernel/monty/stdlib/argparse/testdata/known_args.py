# parse_known_args, sys.argv by default, version and help exits, fromfile args.
import argparse
import io
import os
import sys
import tempfile

p = argparse.ArgumentParser(prog="known")
p.add_argument("--keep", type=int)
p.add_argument("name")
print(p.parse_known_args(["n", "--keep", "1", "--other", "x", "-z"]))
print(p.parse_known_args(["--unknown=3", "n"]))
saved_argv = sys.argv
sys.argv = ["/some/where/script.py", "from-argv", "--keep", "7"]
print(p.parse_args())
default_prog = argparse.ArgumentParser()
print(default_prog.prog, default_prog.format_usage(), end="")
sys.argv = saved_argv
v = argparse.ArgumentParser(prog="ver")
v.add_argument("-V", "--version", action="version", version="%(prog)s version 2.5")
saved_out = sys.stdout
sys.stdout = io.StringIO()
try:
    v.parse_args(["-V"])
except SystemExit as e:
    code, text = e.code, sys.stdout.getvalue()
sys.stdout = saved_out
print(code, repr(text))
sys.stdout = io.StringIO()
try:
    v.parse_args(["--help"])
except SystemExit as e:
    code, text = e.code, sys.stdout.getvalue()
sys.stdout = saved_out
print(code, repr(text))
d = tempfile.mkdtemp()
path = os.path.join(d, "args.txt")
with open(path, "w") as f:
    f.write("--keep\n5\nfile-name\n")
ff = argparse.ArgumentParser(prog="ff", fromfile_prefix_chars="@")
ff.add_argument("--keep", type=int)
ff.add_argument("name")
print(ff.parse_args(["@" + path]))
out = io.StringIO()
p.print_usage(out)
p.print_help(out)
print(out.getvalue().count("usage:"))
print(repr(p))
