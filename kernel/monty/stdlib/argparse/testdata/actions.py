# Every built-in action, and a custom Action subclass.
import argparse
import sys

sys.stderr = sys.stdout
p = argparse.ArgumentParser(prog="act")
p.add_argument("--const", action="store_const", const=42)
p.add_argument("-t", action="store_true")
p.add_argument("-f", action="store_false")
p.add_argument("--add", action="append")
p.add_argument("--pair", action="append", nargs=2)
p.add_argument("--tag", action="append_const", const="T", dest="tags")
p.add_argument("--tag2", action="append_const", const="U", dest="tags")
p.add_argument("-v", action="count")
p.add_argument("--ext", action="extend", nargs="+")
p.add_argument("--color", action=argparse.BooleanOptionalAction, default=True, help="colour output")
p.add_argument("--base", action="append", default=["b"])
print(p.parse_args([]))
print(p.parse_args(["--const", "-t", "-f", "--add", "1", "--add", "2", "--tag", "--tag2", "--tag"]))
print(p.parse_args(["-vvv", "-v", "--ext", "a", "b", "--ext", "c", "--no-color", "--pair", "x", "y"]))
print(p.parse_args(["--base", "c"]), p.get_default("base"))
print(p.parse_args(["--color"]).color, p.parse_args(["-tv"]))


class Upper(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values.upper() + "!" + str(option_string))


u = argparse.ArgumentParser(prog="u")
u.add_argument("--shout", action=Upper)
u.add_argument("word", action=Upper)
print(u.parse_args(["hi", "--shout", "there"]))
print(repr(u._actions[1]))
print(repr(p._actions[-2]))
try:
    p.parse_args(["-t=1"])
except SystemExit as e:
    print("exit", e.code)
try:
    p.parse_args(["-tz"])
except SystemExit as e:
    print("exit", e.code)
for bad in [dict(action="store", nargs=0), dict(action="nope"), dict(type="int"),
            dict(action="store", const=1), dict(nargs=2, metavar=("A",))]:
    try:
        argparse.ArgumentParser().add_argument("--x", **bad)
        print("ok")
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
