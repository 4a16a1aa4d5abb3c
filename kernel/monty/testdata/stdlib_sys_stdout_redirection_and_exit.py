# Replacing sys.stdout temporarily, sys.displayhook behaviour, and exit codes via SystemExit.
import sys, io
saved = sys.stdout
sys.stdout = io.StringIO()
print("hidden")
captured = sys.stdout.getvalue()
sys.stdout = saved
print("captured:", repr(captured))
for arg in [None, 0, 2, "message"]:
    try:
        sys.exit(arg)
    except SystemExit as e:
        print(repr(arg), "->", repr(e.code))
print(sys.getdefaultencoding(), sys.flags.optimize, isinstance(sys.path, list))
