"""Run the differential corpus under CPython, the oracle, in one process.

Usage: python3 cpython_driver.py DIR [NAME ...]

For every DIR/*.py (or only the NAMEs given, without ".py"), run the program
in a fresh namespace named __main__ and print one JSON object per line:

    {"name": "assign_unpack_nested", "stdout": "...", "stderr": "...", "ok": true}

One process for the whole corpus because interpreter start-up (~60 ms) times
hundreds of programs would blow the CI budget.

A plain program is executed whole, compiled with the filename "<cell 1>", as
monty's first Execute of a session names it. stderr holds what the program
wrote there, then the traceback of an uncaught exception (the Go runner
compares its last line); ok is false when an exception escaped.

A program that contains a line "# %% cell" is a REPL session: the markers
split it into cells, run one after another on one namespace with filenames
"<cell 1>", "<cell 2>", ... The compared stdout is then a transcript: for
each cell a header "[cell N]", the cell's stdout, "Out: <repr>" when the cell
ends in an expression whose value is not None (as Jupyter's Out[n]), and the
full traceback when the cell raised. The session goes on after a failing
cell, as a notebook does; ok is false when any cell failed.

Tracebacks name only the program's frames: frames of this driver are cut.
"""

import ast
import builtins
import contextlib
import gc
import io
import json
import linecache
import os
import signal
import sys
import traceback
import types
import warnings

CELL_MARKER = "# %% cell"
PROGRAM_SECONDS = 10  # a corpus program computing longer than this is a bug
# CPU seconds, not wall: on a loaded machine a program may wait for a CPU
# far longer than it computes. A program blocked without computing is
# caught by the wall-clock alarm, set much further out.
PROGRAM_WALL_SECONDS = 120
DRIVER = os.path.abspath(__file__)


def split_cells(source):
    """Split source at marker lines; None when it is a plain program."""
    cells, current, found = [], [], False
    for line in source.splitlines(keepends=True):
        if line.rstrip() == CELL_MARKER:
            cells.append("".join(current))
            current, found = [], True
        else:
            current.append(line)
    cells.append("".join(current))
    if not found:
        return None
    return cells


def format_error(exc):
    """The traceback CPython prints for exc, without the driver's frames."""
    tb = exc.__traceback__
    while tb is not None and os.path.abspath(tb.tb_frame.f_code.co_filename) == DRIVER:
        tb = tb.tb_next
    exc.__traceback__ = tb
    text = "".join(traceback.format_exception(exc))
    # CPython 3.11 adds "Did you mean: ...?" to NameError and AttributeError
    # in its C-level printer only; take the last line from there.
    hooked = io.StringIO()
    saved, sys.stderr = sys.stderr, hooked
    try:
        sys.__excepthook__(type(exc), exc, tb)
    finally:
        sys.stderr = saved
    lines = text.rstrip("\n").split("\n")
    hook_last = hooked.getvalue().rstrip("\n").split("\n")[-1]
    if hook_last != lines[-1] and hook_last.startswith(lines[-1]):
        lines[-1] = hook_last
    return "\n".join(lines) + "\n"


def run_cell(source, filename, namespace, want_value):
    """Execute one cell; return (value_repr or None, traceback text or None)."""
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    try:
        tree = compile(source, filename, "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
        last = None
        if want_value and tree.body and isinstance(tree.body[-1], ast.Expr):
            last = tree.body.pop()
        exec(compile(tree, filename, "exec", dont_inherit=True), namespace)
        if last is not None:
            expr = ast.Expression(last.value)
            value = eval(compile(expr, filename, "eval", dont_inherit=True), namespace)
            if value is not None:
                return repr(value), None
        return None, None
    except BaseException as exc:  # the program's own exception, SystemExit included
        return None, format_error(exc)


class ProgramTimeout(BaseException):
    """Raised in a program that runs past PROGRAM_SECONDS."""


def on_cpu_limit(signum, frame):
    raise ProgramTimeout(f"the program computed longer than {PROGRAM_SECONDS} s of CPU under CPython")


def on_alarm(signum, frame):
    raise ProgramTimeout(f"the program ran longer than {PROGRAM_WALL_SECONDS} s under CPython")


def run_program(path):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    # A real module installed as sys.modules["__main__"], as when CPython runs
    # a script: typing.get_type_hints, dataclasses and enum look names up there.
    module = types.ModuleType("__main__")
    module.__builtins__ = builtins
    namespace = module.__dict__
    driver_main = sys.modules["__main__"]
    sys.modules["__main__"] = module
    out, err = io.StringIO(), io.StringIO()
    ok = True
    cells = split_cells(source)
    signal.signal(signal.SIGALRM, on_alarm)
    signal.signal(signal.SIGPROF, on_cpu_limit)
    signal.alarm(PROGRAM_WALL_SECONDS)
    signal.setitimer(signal.ITIMER_PROF, PROGRAM_SECONDS)
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        if cells is None:
            _, tb = run_cell(source, "<cell 1>", namespace, False)
            if tb is not None:
                ok = False
                err.write(tb)
        else:
            for i, cell in enumerate(cells, 1):
                print(f"[cell {i}]")
                value, tb = run_cell(cell, f"<cell {i}>", namespace, True)
                if value is not None:
                    print(f"Out: {value}")
                if tb is not None:
                    ok = False
                    out.write(tb)
    signal.alarm(0)
    signal.setitimer(signal.ITIMER_PROF, 0)
    sys.modules["__main__"] = driver_main
    # Finalizers that run when the namespace goes (generators closed, __del__)
    # are not compared: monty's session keeps its namespace alive.
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        namespace.clear()
        gc.collect()
    return {"stdout": out.getvalue(), "stderr": err.getvalue(), "ok": ok}


def restore_state(saved):
    """Undo process-wide settings a program may have changed."""
    sys.setrecursionlimit(saved["recursionlimit"])
    sys.set_int_max_str_digits(saved["int_max_str_digits"])
    warnings.filters[:] = saved["warning_filters"]
    warnings._filters_mutated()  # forget "once"/"default" registries too
    if "decimal" in sys.modules:
        sys.modules["decimal"].setcontext(sys.modules["decimal"].Context())
    os.chdir(saved["cwd"])
    # logging keeps its loggers and handlers in the module, and argparse
    # reads sys.argv: each program starts from a fresh logging, as a fresh
    # monty kernel does, with the driver's argv.
    for name in [m for m in sys.modules if m == "logging" or m.startswith("logging.")]:
        del sys.modules[name]
    warnings.showwarning = saved["showwarning"]
    sys.argv[:] = saved["argv"]
    # sys.displayhook (compile(..., "single")) sets builtins._; programs may
    # add or replace builtins too.
    names = builtins.__dict__
    names.clear()
    names.update(saved["builtins"])


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    directory = argv[1]
    names = argv[2:] or sorted(
        f[:-3] for f in os.listdir(directory) if f.endswith(".py") and f != "cpython_driver.py"
    )
    real_stdout = sys.stdout
    saved = {
        "recursionlimit": sys.getrecursionlimit(),
        "int_max_str_digits": sys.get_int_max_str_digits(),
        "warning_filters": list(warnings.filters),
        "cwd": os.getcwd(),
        "showwarning": warnings.showwarning,
        "argv": list(sys.argv),
        "builtins": dict(builtins.__dict__),
    }
    for name in names:
        result = run_program(os.path.join(directory, name + ".py"))
        restore_state(saved)
        result = {"name": name, **result}
        real_stdout.write(json.dumps(result) + "\n")
        real_stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
