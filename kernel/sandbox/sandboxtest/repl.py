# A line-oriented Python REPL for sandboxtest: one JSON request per line on
# stdin, one JSON reply per line on stdout. Not a sandbox.
import ast
import contextlib
import io
import json
import signal
import sys
import traceback

_reply_to = sys.stdout


def reply(obj):
    _reply_to.write(json.dumps(obj) + "\n")
    _reply_to.flush()


def refused(tree, allow):
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names = [node.module]
        for name in names:
            top = name.split(".")[0]
            if top not in allow:
                return top
    return None


def value_of(v):
    if v is None:
        return None
    out = {"repr": repr(v)}
    try:
        out["json"] = json.loads(json.dumps(v))
    except (TypeError, ValueError):
        pass
    return out


running = False


def on_interrupt(signum, frame):
    # Only a running cell is interrupted; a late signal is ignored.
    if running:
        raise KeyboardInterrupt


def main():
    global running
    signal.signal(signal.SIGINT, on_interrupt)
    reply({"ready": True})
    ns = {"__name__": "__main__"}
    cell = 0
    for line in sys.stdin:
        req = json.loads(line)
        op = req["op"]
        if op == "reset":
            ns = {"__name__": "__main__"}
            reply({"success": True})
            continue
        if op == "ping":
            reply({"success": True})
            continue
        cell += 1
        name = "<cell %d>" % cell
        out, err = io.StringIO(), io.StringIO()
        value = None
        try:
            tree = ast.parse(req["code"], name)
            allow = req.get("allow")
            if allow is not None:
                missing = refused(tree, allow)
                if missing:
                    reply({"refused": missing})
                    continue
            ns.update(req.get("inputs") or {})
            last = None
            if tree.body and isinstance(tree.body[-1], ast.Expr):
                last = ast.Expression(tree.body.pop().value)
            running = True
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                exec(compile(tree, name, "exec"), ns)
                if last is not None:
                    value = value_of(eval(compile(last, name, "eval"), ns))
            running = False
            reply({"stdout": out.getvalue(), "stderr": err.getvalue(), "success": True, "value": value})
        except BaseException as e:  # noqa: BLE001 - report everything, as a kernel does
            running = False
            tb = traceback.format_exc()
            reply({
                "stdout": out.getvalue(),
                "stderr": err.getvalue() + tb,
                "success": False,
                "error": {"type": type(e).__name__, "message": str(e), "traceback": tb},
            })


main()
