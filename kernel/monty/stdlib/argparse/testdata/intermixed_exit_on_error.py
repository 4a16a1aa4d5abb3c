# exit_on_error=False: parse_intermixed_args raises ArgumentError for a bad
# value instead of exiting; unknown strings still make the error exit.
import argparse
import contextlib
import io

p = argparse.ArgumentParser(prog="x", exit_on_error=False)
p.add_argument("--num", type=int)
p.add_argument("word")
for line in ["--num nope w", "w --num 3", "w extra"]:
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            print(line, "->", p.parse_intermixed_args(line.split()))
    except argparse.ArgumentError as e:
        print(line, "-> ArgumentError", e, e.argument_name)
    except SystemExit as e:
        print(line, "-> exit", e.code, err.getvalue().splitlines())
