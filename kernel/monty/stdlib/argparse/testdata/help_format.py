# Help layout: long options, wrapping, metavars, suppressed arguments, epilog.
import argparse

p = argparse.ArgumentParser(
    prog="long_program_name",
    description="This program does a great many things, and its description is long enough "
                "that it must be wrapped across several lines of the help output.",
    epilog="Report bugs to nobody. This epilog is also long enough to need wrapping at the edge.")
p.add_argument("input_file", help="the file to read; this help is long as well, so it has to be "
               "wrapped into the column on the right")
p.add_argument("output", nargs="?", help="where to write")
p.add_argument("extra", nargs="*", metavar="EXTRA")
p.add_argument("-c", "--configuration-file-path", metavar="PATH", help="a long option name")
p.add_argument("--choice", choices=["alpha", "beta", "gamma"], help="pick one of %(choices)s")
p.add_argument("--hidden", help=argparse.SUPPRESS)
p.add_argument("--num", type=int, default=5, help="a %(type)s, default %(default)s, for %(prog)s")
p.add_argument("--coords", nargs=3, type=float, metavar=("X", "Y", "Z"))
p.add_argument("--some", nargs="+")
p.add_argument("--maybe", nargs="?")
p.add_argument("--any", nargs="*", metavar=("FIRST", "MORE"))
p.add_argument("--no-help")
p.add_argument("--empty-help", help="")
p.add_argument("-x", action="store_true", help="short flag " * 12)
print(p.format_usage())
print(p.format_help())
small = argparse.ArgumentParser(prog="s", add_help=False)
print(repr(small.format_help()))
small.add_argument("only")
print(small.format_help())
usage = argparse.ArgumentParser(prog="u", usage="%(prog)s [options] FILE", description="custom usage")
usage.add_argument("FILE")
print(usage.format_help())
print(usage.format_usage())
