# formatter_class: Raw description/text, argument defaults, metavar types.
import argparse

desc = """First line of the description.
    Indented second line,   with   spaces.

Last paragraph."""
for cls in (argparse.HelpFormatter, argparse.RawDescriptionHelpFormatter,
            argparse.RawTextHelpFormatter, argparse.ArgumentDefaultsHelpFormatter):
    p = argparse.ArgumentParser(prog="fc", description=desc, epilog="  epilog  kept?  ", formatter_class=cls)
    p.add_argument("--size", type=int, default=10, help="the size\n  of things")
    p.add_argument("--name", help="the name")
    p.add_argument("--flag", action="store_true", help="a flag")
    p.add_argument("pos", nargs="?", default="p", help="a positional")
    p.add_argument("req", help="required positional")
    print("=====", cls.__name__)
    print(p.format_help())
m = argparse.ArgumentParser(prog="mt", formatter_class=argparse.MetavarTypeHelpFormatter)
m.add_argument("--count", type=int)
m.add_argument("ratio", type=float)
print(m.format_help())
narrow = argparse.ArgumentParser(prog="narrow", formatter_class=lambda prog: argparse.HelpFormatter(prog, width=40, max_help_position=10))
narrow.add_argument("--alpha", help="the first of the Greek letters, with a longer help text")
narrow.add_argument("--beta-value-with-long-name", metavar="B")
print(narrow.format_help())
