"""backyard's in-container agent: one persistent Python namespace, driven by frames.

The host speaks to this process over its stdin and stdout with length-prefixed JSON
frames (a 4-byte big-endian length, then that many bytes of UTF-8 JSON). The protocol
is described, host side, in kernel/container/agent/frame.go. This file must run on any
CPython >= 3.8 with the standard library alone, as any user in any directory.

Processes (see DESIGN in kernel/container/agent/agent.go):
  protocol  the container's main process. It alone holds the host's stdin and
            stdout and never runs user code: it answers ping, numbers each request
            with a token of its own, forwards the cell's output from the
            executor's pipes, and builds every frame the host reads, so that code
            in a cell can neither write a frame to the host nor answer a request
            that is not its own.
  executor  forked from it at start; runs cells in its main thread (so that
            interrupts reach the user's code) and holds the namespace. Its fd 0 is
            /dev/null, fds 1 and 2 are pipes (what subprocesses and C code print
            is captured too), and two pipes carry its messages to and from the
            protocol process, which treats them as untrusted. A reader thread
            routes returns to the waiting call and turns interrupt into SIGINT for
            the main thread; a writer thread alone writes messages, so that an
            interrupt can never cut one in half.
"""

import ast
import base64
import builtins
import codecs
import hashlib
import hmac
import io
import json
import linecache
import math
import os
import queue
import select
import signal
import struct
import sys
import threading
import time
import traceback
import types

PROTOCOL = 2
AGENT_FILE = os.path.abspath(__file__)
HEADER = struct.Struct(">I")
MAX_FRAME = 64 << 20
CO_COROUTINE = 0x80  # inspect.CO_COROUTINE, without importing inspect
# SITES are the site directory patterns the agent was started with.
SITES = []
# A cell returns at most this many figures, of at most this many PNG bytes in all; the
# rest are named on stderr.
MAX_DISPLAYS = 20
MAX_DISPLAY_BYTES = 16 << 20


class Executor:
    """The process that runs cells. It holds the namespace and nothing of the host's:
    its fd 0 is /dev/null, fds 1 and 2 are pipes the protocol process reads as the
    cell's output, and two pipes carry its messages to and from the protocol process
    (frames as the host's, ids being the protocol process's tokens)."""

    def __init__(self, ctl_in, ctl_out):
        self.pid = os.getpid()
        self.ctl_in = os.fdopen(ctl_in, "rb", buffering=1 << 16)
        self.ctl_out = ctl_out
        self.outq = queue.SimpleQueue()
        self.commands = queue.SimpleQueue()
        self.calls = {}  # call id -> SimpleQueue for its return frame
        self.calls_lock = threading.Lock()
        self.next_call = 0
        self.cell = 0  # token of the running request, 0 when idle
        self.cell_lock = threading.Lock()
        self.interrupted = 0  # token of the request already sent SIGINT
        self.early_interrupt = 0  # token of the last interrupt received
        self.interruptible = False
        self.pending_interrupt = False
        self.output_limit = 1 << 20
        self.main_ident = threading.get_ident()
        self.base_depth = 0
        self.child = False  # set in a process forked from the executor
        self.displays = []  # the running cell's figures, as result frame displays
        self.display_bytes = 0
        sys.meta_path.insert(0, PyplotHook(self))
        self.new_namespace()
        sys.stdout = self.text_stream(1, "strict")
        sys.stderr = self.text_stream(2, "backslashreplace")
        sys.__stdout__, sys.__stderr__ = sys.stdout, sys.stderr
        sys.stdin = sys.__stdin__ = HostStdin(self)
        signal.signal(signal.SIGINT, self.on_sigint)
        threading.Thread(target=self.write_loop, name="writer", daemon=True).start()
        if hasattr(os, "register_at_fork"):
            os.register_at_fork(after_in_child=self.after_fork)

    @staticmethod
    def text_stream(fd, errors):
        # Line-buffered, as CPython's stdout is on a terminal: one write per line,
        # and a partial line goes out at the next newline, flush or the cell's end.
        raw = open(fd, "wb", buffering=1 << 13, closefd=False)
        return io.TextIOWrapper(raw, encoding="utf-8", errors=errors, line_buffering=True)

    def after_fork(self):
        # A forked child must never speak for the cell: it shares the parent's pipes.
        self.child = True

    def new_namespace(self):
        main = types.ModuleType("__main__")
        main.__dict__["__builtins__"] = builtins
        sys.modules["__main__"] = main
        self.ns = main.__dict__

    # ---- messages out

    def send(self, frame):
        self.outq.put(frame)

    def write_loop(self):
        # The only thread that writes messages, so that an interrupt landing in the
        # main thread can never cut one in half.
        while True:
            frame = self.outq.get()
            try:
                data = json.dumps(frame, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass")
            except Exception as e:  # a bug in the executor; say so rather than die silently
                data = json.dumps({"type": "log", "text": "unencodable frame: %r" % (e,)}).encode()
            buf = HEADER.pack(len(data)) + data
            try:
                while buf:
                    n = os.write(self.ctl_out, buf)
                    buf = buf[n:]
            except OSError:
                os._exit(1)  # the protocol process is gone

    def log(self, text):
        self.send({"type": "log", "text": text})

    def flush_streams(self):
        # What the cell printed reaches the pipes before the message that follows:
        # the protocol process forwards the pipes' contents first.
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass

    # ---- messages in

    def read_exactly(self, n):
        data = self.ctl_in.read(n)
        if data is None or len(data) < n:
            return None
        return data

    def read_loop(self):
        # Interrupts go to the main thread alone (pthread_kill), so that the
        # main thread's blocking waits are the ones a signal ends.
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        try:
            while True:
                head = self.read_exactly(HEADER.size)
                if head is None:
                    break
                (size,) = HEADER.unpack(head)
                body = self.read_exactly(size)
                if body is None:
                    break
                self.dispatch(json.loads(body))
        except Exception as e:
            self.log("reader: %r" % (e,))
        # The protocol process went away: nothing more will be asked.
        os._exit(0)

    def dispatch(self, f):
        kind = f.get("type")
        if kind == "return":
            with self.calls_lock:
                q = self.calls.get(f.get("call"))
            if q is not None:
                q.put(f)
        elif kind == "interrupt":
            with self.cell_lock:
                # One that comes before the main thread took up its request is
                # kept for it (see begin).
                self.early_interrupt = f.get("id")
                if self.cell and self.cell == f.get("id", self.cell) and self.interrupted != self.cell:
                    self.interrupted = self.cell
                    signal.pthread_kill(self.main_ident, signal.SIGINT)
        else:
            self.commands.put(f)

    def begin(self, token):
        # The request is interruptible from here on; an interrupt for it that came
        # first is raised as soon as its code starts.
        with self.cell_lock:
            self.cell = token
            early = self.early_interrupt == token
            self.interrupted = token if early else 0
            self.pending_interrupt = early

    def on_sigint(self, signum, frame):
        # Only user code is interrupted; a signal that arrives late, after the cell
        # ended, is dropped instead of breaking the executor's own loop.
        if self.interruptible:
            raise KeyboardInterrupt
        if self.cell:
            self.pending_interrupt = True  # raised as soon as the user's code starts

    # ---- the main loop

    def run(self):
        self.base_depth = len(traceback.extract_stack())
        self.send({"type": "ready", "pid": self.pid})
        threading.Thread(target=self.read_loop, name="reader", daemon=True).start()
        while True:
            try:
                f = self.commands.get()
                kind = f.get("type")
                if kind == "execute":
                    self.execute(f)
                elif kind == "reset":
                    self.new_namespace()
                    self.send({"type": "done", "id": f.get("id", 0)})
                elif kind == "check":
                    self.send({"type": "checked", "id": f.get("id", 0), **check(f)})
                elif kind in ("complete", "inspect"):
                    self.send(self.complete(f))
                else:
                    self.send({"type": "done", "id": f.get("id", 0),
                               "error": {"type": "ValueError", "message": "unknown frame type %r" % (kind,)}})
            except KeyboardInterrupt:
                continue  # a late interrupt; the cell it was meant for is over
            except BaseException as e:
                self.log("main loop: " + "".join(traceback.format_exception(type(e), e, e.__traceback__)))

    def execute(self, f):
        cell_id = f.get("id", 0)
        number = f.get("cell", 0)
        code = f.get("code", "")
        limits = f.get("limits") or {}
        self.output_limit = limits.get("output") or (1 << 20)
        self.displays = []
        self.display_bytes = 0
        filename = f.get("filename") or "<cell %d>" % number
        lines = code.splitlines(True)
        if lines and not lines[-1].endswith("\n"):
            lines[-1] += "\n"  # as linecache reads a file: the carets count on it
        linecache.cache[filename] = (len(code), None, lines, filename)
        result = {"type": "result", "id": cell_id, "success": False}
        value = None
        self.begin(cell_id)
        compiling = False
        try:
            try:
                for name, raw in (f.get("inputs") or {}).items():
                    self.ns[name] = decode(raw)
                for name in f.get("functions") or ():
                    self.ns[name] = self.host_function(name)
                compiling = True
                body, last = compile_cell(code, filename)
                compiling = False
                # The cell's <module> frame runs this many frames deep; a script's
                # runs at depth 1.
                sys.setrecursionlimit((limits.get("recursion") or 1000) + self.base_depth + 2)
                self.interruptible = True
                try:
                    if self.pending_interrupt:
                        raise KeyboardInterrupt
                    run_code(body, self.ns)
                    if last is not None:
                        value = run_code(last, self.ns)
                finally:
                    self.interruptible = False
            except BaseException as e:
                self.interruptible = False
                if getattr(self, "child", False):
                    os._exit(1)
                result["error"] = describe_exception(e, compiling)
                if isinstance(e, MemoryError):
                    result["memory"] = True
            else:
                if getattr(self, "child", False):
                    os._exit(0)
                result["success"] = True
                if value is not None:
                    result["value"] = show(value, self.output_limit)
        finally:
            self.interruptible = False
        value = None
        self.flush_figures()
        if self.displays:
            result["displays"] = self.displays
            self.displays = []
        self.flush_streams()
        with self.cell_lock:
            self.cell = 0
        self.send(result)

    # ---- figures

    def flush_figures(self):
        """Turns the open matplotlib figures into PNG displays of the running cell and
        closes them, as plt.show() does in Jupyter's inline backend. Called by the
        patched plt.show() and when a cell ends."""
        plt = sys.modules.get("matplotlib.pyplot")
        if plt is None or self.child:
            return
        try:
            from matplotlib._pylab_helpers import Gcf

            managers = Gcf.get_all_fig_managers()
        except Exception:
            return
        for manager in managers:
            try:
                if len(self.displays) >= MAX_DISPLAYS:
                    raise ValueError("more than %d figures in one cell" % MAX_DISPLAYS)
                buf = io.BytesIO()
                manager.canvas.figure.savefig(buf, format="png")
                data = buf.getvalue()
                if self.display_bytes + len(data) > MAX_DISPLAY_BYTES:
                    raise ValueError("the cell's figures exceed %d bytes" % MAX_DISPLAY_BYTES)
                self.display_bytes += len(data)
                self.displays.append({"mime_type": "image/png", "data": base64.b64encode(data).decode("ascii")})
            except BaseException as e:
                try:
                    sys.stderr.write("backyard: figure %s not returned: %s: %s\n" % (manager.num, type(e).__name__, e))
                except Exception:
                    pass
        try:
            plt.close("all")
        except Exception:
            pass

    def complete(self, f):
        """Answers a complete or inspect frame from the namespace (Tab and Shift+Tab in
        the notebook). Like a cell it can be interrupted: a property that hangs must
        not hang the agent."""
        import backyard_complete

        rid = f.get("id", 0)
        code, cursor = f.get("code", ""), f.get("cursor", 0)
        self.begin(rid)
        out = {"type": "completed" if f.get("type") == "complete" else "inspected", "id": rid}
        try:
            self.interruptible = True
            try:
                if self.pending_interrupt:
                    raise KeyboardInterrupt  # it came before the lookup began
                if f.get("type") == "complete":
                    out["start"], out["matches"] = backyard_complete.complete(self.ns, code, cursor)
                else:
                    out["text"] = backyard_complete.inspect_at(self.ns, code, cursor)
            finally:
                self.interruptible = False
        except BaseException as e:
            out["error"] = {"type": type(e).__name__, "message": str(e)}
        with self.cell_lock:
            self.cell = 0
        return out

    def read_line(self):
        """One line the host reads for the running cell (sys.stdin, input()), "" at end
        of input. The host answers an input frame as it does a host function's call;
        an interrupt raises KeyboardInterrupt while the cell waits."""
        self.flush_streams()  # the prompt reaches the host before the request
        with self.calls_lock:
            self.next_call += 1
            call_id = self.next_call
            q = self.calls[call_id] = queue.SimpleQueue()
        try:
            self.send({"type": "input", "id": self.cell, "call": call_id})
            reply = q.get()
        finally:
            with self.calls_lock:
                self.calls.pop(call_id, None)
        value = reply.get("value")
        if not value or not isinstance(value, str):
            with self.cell_lock:
                interrupted = self.cell and self.interrupted == self.cell
            if interrupted:
                # The host ends its input when the cell is interrupted; the
                # interrupt, not that end of input, is what stops the cell.
                raise KeyboardInterrupt
            return ""
        return value

    def host_function(self, name):
        agent = self

        def call(*args, **kwargs):
            # What the cell printed so far reaches the host before the call,
            # as it would a terminal.
            agent.flush_streams()
            with agent.calls_lock:
                agent.next_call += 1
                call_id = agent.next_call
                q = agent.calls[call_id] = queue.SimpleQueue()
            try:
                agent.send({
                    "type": "call",
                    "id": agent.cell,
                    "call": call_id,
                    "name": name,
                    "args": [encode(a) for a in args],
                    "kwargs": {k: encode(v) for k, v in kwargs.items()},
                })
                reply = q.get()
            finally:
                with agent.calls_lock:
                    agent.calls.pop(call_id, None)
            err = reply.get("error")
            if err:
                raise exception_class(err.get("type") or "")(err.get("message", ""))
            return decode(reply.get("value"))

        call.__name__ = call.__qualname__ = name
        call.__doc__ = "Host function %s, run by the host outside the sandbox." % name
        return call


def exception_class(name):
    """The class of an exception the host raised by name: the builtin one, else a new
    Exception subclass so named (also for SystemExit and its kind: the host cannot end
    the cell)."""
    exc = getattr(builtins, name, None)
    if isinstance(exc, type) and issubclass(exc, Exception):
        return exc
    if name.isidentifier():
        return type(name, (Exception,), {})
    return RuntimeError


class HostStdin(io.TextIOBase):
    """The cell's sys.stdin: each line is asked of the host (see Agent.read_line), so
    that input() shows its prompt in the notebook and waits for the answer. A host
    with nothing to read answers at once with end of input, and input() raises
    EOFError as it does on an empty stdin."""

    def __init__(self, agent):
        super().__init__()
        self.agent = agent
        self.eof = False

    @property
    def encoding(self):
        return "utf-8"

    @property
    def errors(self):
        return "strict"

    def readable(self):
        return True

    def isatty(self):
        return False

    def fileno(self):
        return 0  # /dev/null, as before: a subprocess reads nothing

    def readline(self, size=-1):
        if self.agent.child or not self.agent.cell:
            return ""
        line = self.agent.read_line()
        if size is not None and 0 <= size < len(line):
            line = line[:size]  # the rest of a line asked for in parts is dropped
        return line

    def read(self, size=-1):
        out = []
        n = 0
        while size is None or size < 0 or n < size:
            line = self.readline()
            if not line:
                break
            out.append(line)
            n += len(line)
        text = "".join(out)
        return text if size is None or size < 0 else text[:size]


class PyplotHook:
    """An import hook that, when matplotlib.pyplot is first imported, makes its show()
    hand the open figures to the agent: under the Agg backend show() draws nothing, and
    a cell that shows two plots one after the other must give two figures."""

    def __init__(self, agent):
        self.agent = agent

    def find_spec(self, name, path=None, target=None):
        if name != "matplotlib.pyplot":
            return None
        import importlib.machinery

        spec = importlib.machinery.PathFinder.find_spec(name, path)
        loader = getattr(spec, "loader", None)
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        agent, exec_module = self.agent, loader.exec_module

        def exec_and_patch(module):
            exec_module(module)
            original = module.show

            def show(*args, **kwargs):
                agent.flush_figures()

            show.__doc__ = original.__doc__
            show.__wrapped__ = original
            module.show = show

        loader.exec_module = exec_and_patch
        return spec


def read_available(fd):
    """Reads what a pipe holds without blocking."""
    out = b""
    while len(out) < 1 << 20 and select.select([fd], [], [], 0)[0]:
        data = os.read(fd, 1 << 16)
        if not data:
            break
        out += data
    return out


def compile_cell(code, filename):
    """Compiles a cell as Jupyter does: the statements, and the final expression
    statement on its own in 'eval' mode so that its value can be shown."""
    tree = ast.parse(code, filename, "exec")
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body.pop().value)
    flags = getattr(ast, "PyCF_ALLOW_TOP_LEVEL_AWAIT", 0)
    body = compile(tree, filename, "exec", flags=flags, dont_inherit=True)
    if last is not None:
        last = compile(last, filename, "eval", flags=flags, dont_inherit=True)
    return body, last


def run_code(code, ns):
    """Runs compiled cell code; code with a top-level await (as Jupyter allows) runs
    in a new event loop."""
    if code.co_flags & CO_COROUTINE:
        import asyncio

        return asyncio.run(eval(code, ns))
    return eval(code, ns)


# CPython 3.11+ keeps a thread's Python frames in chunks of 16 kB, allocated with mmap
# when a call does not fit in the current one and unmapped as soon as the call that
# began a chunk returns. Code whose calls go back and forth across a chunk's edge
# (a recursion that keeps returning to the same depth) maps and unmaps memory on every
# call: 40 us a call on Linux, 400 us under gVisor, which made a memoised recursion 10
# times slower in the agent than in a script, whose frames happened to sit elsewhere.
# A frame as large as run_code's would be gets a chunk of its own with room for 8 MB
# of frames above it (more than the recursion limit lets a cell use), so the cell's
# frames never cross an edge. The room is mapped, not touched: it costs no memory.
RUN_CODE_STACK = (1 << 20) + 1  # words; the chunk is the next power of two, 16 MB
if sys.version_info >= (3, 11):
    run_code.__code__ = run_code.__code__.replace(co_stacksize=RUN_CODE_STACK)


def describe_exception(e, compiling=False):
    """The exception as CPython prints it when uncaught, without the agent's frames.

    The traceback module draws it, reading the cells' source from linecache. An error
    in compiling the cell has no traceback, as a script's syntax error has none, and
    is drawn by CPython's own display (sys.__excepthook__), which is what marks the
    error's position in a script."""
    text = None
    if compiling:
        e.__traceback__ = None
        out = io.StringIO()
        saved = sys.stderr
        sys.stderr = out
        try:
            sys.__excepthook__(type(e), e, None)
            text = out.getvalue()
        except BaseException:
            pass
        finally:
            sys.stderr = saved
    if text is None:
        try:
            strip_agent_frames(e)
            text = "".join(traceback.format_exception(type(e), e, e.__traceback__))
        except BaseException as fail:
            text = "%s: %s\n(formatting the traceback failed: %r)\n" % (type(e).__name__, e, fail)
    try:
        message = e.msg if isinstance(e, SyntaxError) and e.msg is not None else str(e)
    except BaseException:
        message = "<exception str() failed>"
    return {"type": type(e).__name__, "message": message, "traceback": text}


def strip_agent_frames(e):
    """Removes the agent's frames from the tracebacks of e and the exceptions chained
    to it: the cell's caller, the interrupt's signal handler, a host function's
    proxy. What is left is what the same code run as a script shows."""
    todo, seen = [e], set()
    while todo:
        e = todo.pop()
        if e is None or id(e) in seen:
            continue
        seen.add(id(e))
        kept = []
        tb = e.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename != AGENT_FILE:
                kept.append(tb)
            tb = tb.tb_next
        rebuilt = None
        for tb in reversed(kept):
            rebuilt = types.TracebackType(rebuilt, tb.tb_frame, tb.tb_lasti, tb.tb_lineno)
        e.__traceback__ = rebuilt
        todo += [e.__cause__, e.__context__]
        if isinstance(e, getattr(builtins, "BaseExceptionGroup", ())):
            todo += e.exceptions


def show(value, limit):
    try:
        text = repr(value)
    except BaseException as e:
        text = "<repr failed: %s>" % describe_exception(e)["traceback"].strip().splitlines()[-1]
    if len(text) > limit:
        text = text[:limit] + "..."
    out = {"repr": text}
    try:
        ok, form = json_form(value, 0)
    except Exception:
        ok = False
    if ok:
        try:
            out["json"] = json.loads(json.dumps(form, allow_nan=False))
        except (ValueError, TypeError, RecursionError):
            pass
    return out


def json_form(v, depth):
    """(True, v as JSON-able data) when v has a faithful JSON form, else (False, None):
    None, bool, int, finite float, str; numpy scalars of those kinds and 0-d or 1-d
    numeric arrays; lists, tuples and str-keyed dicts of all these."""
    if depth > 100:
        return False, None
    if v is None or type(v) in (bool, int, str):
        return True, v
    if type(v) is float:
        return math.isfinite(v), v
    if type(v) in (list, tuple):
        out = []
        for x in v:
            ok, f = json_form(x, depth + 1)
            if not ok:
                return False, None
            out.append(f)
        return True, out
    if type(v) is dict:
        out = {}
        for k, x in v.items():
            if type(k) is not str:
                return False, None
            ok, f = json_form(x, depth + 1)
            if not ok:
                return False, None
            out[k] = f
        return True, out
    np = sys.modules.get("numpy")
    if np is not None:
        if isinstance(v, np.generic) and v.dtype.kind in "biuf":
            return json_form(v.item(), depth + 1)
        if isinstance(v, np.ndarray) and v.ndim <= 1 and v.dtype.kind in "biuf":
            return json_form(v.tolist(), depth + 1)
    return False, None


# ---- values crossing the boundary
#
# JSON null, booleans, strings and arrays are None, bool, str and list. A JSON number
# with a fraction or exponent is a float, without one an int (of any size). An object
# is a str-keyed dict unless it has exactly one key starting with "$", which tags a
# value JSON lacks: {"$float": "nan"|"inf"|"-inf"}, {"$bytes": base64},
# {"$tuple": [...]}, {"$set": [...]}, {"$frozenset": [...]}, {"$dict": [[k, v], ...]}.
# A str-keyed dict that has a "$" key itself travels as {"$dict": ...}.


def encode(v, depth=0):
    if depth > 200:
        raise ValueError("value nested too deeply to pass to the host")
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, int):
        return int(v)
    if isinstance(v, float):
        if math.isfinite(v):
            return float(v)
        return {"$float": "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")}
    if isinstance(v, (bytes, bytearray, memoryview)):
        return {"$bytes": base64.b64encode(bytes(v)).decode("ascii")}
    if isinstance(v, list):
        return [encode(x, depth + 1) for x in v]
    if isinstance(v, tuple):
        return {"$tuple": [encode(x, depth + 1) for x in v]}
    if isinstance(v, frozenset):
        return {"$frozenset": [encode(x, depth + 1) for x in v]}
    if isinstance(v, set):
        return {"$set": [encode(x, depth + 1) for x in v]}
    if isinstance(v, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in v):
            return {k: encode(x, depth + 1) for k, x in v.items()}
        return {"$dict": [[encode(k, depth + 1), encode(x, depth + 1)] for k, x in v.items()]}
    raise TypeError("cannot pass %s to the host (pass None, bool, int, float, str, bytes, "
                    "list, tuple, set or dict)" % type(v).__name__)


def decode(v):
    if isinstance(v, list):
        return [decode(x) for x in v]
    if isinstance(v, dict):
        if len(v) == 1:
            (tag, x), = v.items()
            if tag.startswith("$"):
                if tag == "$float":
                    return float(x)
                if tag == "$bytes":
                    return base64.b64decode(x)
                if tag == "$tuple":
                    return tuple(decode(i) for i in x)
                if tag == "$set":
                    return {decode(i) for i in x}
                if tag == "$frozenset":
                    return frozenset(decode(i) for i in x)
                if tag == "$dict":
                    return {decode(k): decode(i) for k, i in x}
                raise ValueError("unknown value tag %r" % tag)
        return {k: decode(x) for k, x in v.items()}
    return v


# ---- package checks


def check(f):
    """Which of the requirements are not installed, and which top-level imports of a
    cell cannot be found."""
    import importlib.util

    add_sites(SITES)  # an install may have made them since the agent started
    out = {}
    reqs = f.get("requirements")
    if reqs:
        out["missing"] = [r for r in reqs if not installed(r)]
    code = f.get("code")
    if code:
        names = []
        try:
            tree = ast.parse(code)
        except SyntaxError:
            tree = None
        for node in ast.walk(tree) if tree else ():
            if isinstance(node, ast.Import):
                names.extend(a.name.split(".")[0] for a in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names.append(node.module.split(".")[0])
        unknown = []
        for name in dict.fromkeys(names):
            if name in sys.builtin_module_names or name in sys.modules:
                continue
            try:
                if importlib.util.find_spec(name) is None:
                    unknown.append(name)
            except (ImportError, ValueError):
                unknown.append(name)
        out["imports"] = unknown
    return out


def installed(req):
    from importlib import metadata

    try:
        from pip._vendor.packaging.requirements import Requirement
    except ImportError:
        Requirement = None
    if Requirement is not None:
        try:
            r = Requirement(req)
        except Exception:
            return False
        try:
            version = metadata.version(r.name)
        except metadata.PackageNotFoundError:
            return False
        return not r.specifier or r.specifier.contains(version, prereleases=True)
    name = req.split(";")[0].split("[")[0]
    for op in "=<>!~ ":
        name = name.split(op)[0]
    try:
        metadata.version(name.strip())
    except metadata.PackageNotFoundError:
        return False
    return req.strip() == name.strip()


def add_sites(patterns):
    """Puts the site directories matching patterns (globs) first on sys.path, with
    their .pth files, once each: packages installed for the session win over the
    image's own."""
    import glob
    import importlib
    import site

    added = False
    for pattern in patterns:
        for path in sorted(glob.glob(pattern)):
            if path in sys.path or not os.path.isdir(path):
                continue
            before = list(sys.path)
            site.addsitedir(path)
            new = [p for p in sys.path if p not in before]
            sys.path[:] = new + before
            added = True
    if added:
        importlib.invalidate_caches()


def hide_paths(raw):
    """Leaves the workspace's hidden paths (raw: a JSON list of absolute paths) out of
    os.listdir and os.scandir, and so out of os.walk, pathlib, glob and shutil. The
    host has already masked their contents with empty read-only mounts; a mount cannot
    take a name out of its directory, which this does for Python code."""
    if not raw:
        return
    try:
        paths = json.loads(raw)
    except ValueError:
        return
    hidden = {}
    for p in paths:
        parent, name = os.path.split(os.path.normpath(p))
        hidden.setdefault(parent, set()).add(name)
    real_listdir, real_scandir = os.listdir, os.scandir

    def hidden_in(path):
        # The names hidden in directory path, or None.
        try:
            if isinstance(path, int):
                path = os.readlink("/proc/self/fd/%d" % path)
            path = os.fsdecode(os.fspath("." if path is None else path))
            return hidden.get(os.path.realpath(path))
        except (TypeError, ValueError, OSError):
            return None

    def listdir(path=None):
        names = real_listdir(path)
        h = hidden_in(path)
        if h:
            names = [n for n in names if os.fsdecode(n) not in h]
        return names

    class Scandir:
        """os.scandir's iterator without the hidden entries."""

        def __init__(self, it, names):
            self.it, self.names = it, names

        def __iter__(self):
            return self

        def __next__(self):
            while True:
                entry = next(self.it)
                if os.fsdecode(entry.name) not in self.names:
                    return entry

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.it.close()

        def close(self):
            self.it.close()

    def scandir(path=None):
        it = real_scandir() if path is None else real_scandir(path)
        h = hidden_in(path)
        return Scandir(it, h) if h else it

    listdir.__doc__, scandir.__doc__ = real_listdir.__doc__, real_scandir.__doc__
    os.listdir, os.scandir = listdir, scandir


# ---- the syscall filter
#
# Every call the host's seccomp profile (kernel/container/seccomp.json) refuses, by
# number, for the two architectures the image is built for: (audit arch, clone,
# clone3, refused). The agent installs the same refusals itself, before any user code
# runs, so that they hold under any runtime and engine: under gVisor, whose runsc
# applies an engine's profile only when registered with --oci-seccomp, the sentry
# would otherwise give a cell io_uring, ptrace and new user namespaces.
SYSCALLS = {
    "x86_64": (0xC000003E, 56, 435, (
        101, 134, 136, 139, 155, 156, 163, 164, 165, 166, 167, 168, 169, 172, 173, 174,
        175, 176, 177, 178, 179, 180, 212, 227, 237, 238, 239, 246, 248, 249, 250, 272,
        279, 298, 303, 304, 305, 308, 310, 311, 312, 313, 320, 321, 323, 425, 426, 427,
        428, 429, 430, 431, 432, 433, 442, 443,
    )),
    "aarch64": (0xC00000B7, 220, 435, (
        18, 39, 40, 41, 42, 60, 89, 97, 104, 105, 106, 112, 117, 142, 170, 217, 218,
        219, 224, 225, 235, 236, 237, 239, 241, 264, 265, 266, 268, 270, 271, 272, 273,
        280, 282, 294, 425, 426, 427, 428, 429, 430, 431, 432, 433, 442, 443,
    )),
}
CLONE_NAMESPACES = 0x80 | 0x20000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000


def restrict_syscalls():
    """Installs a seccomp filter on this process (and so its threads and children to
    come) that makes the refused calls fail with EPERM, clone with a namespace flag
    too, and clone3 with ENOSYS (its flags are in memory a filter cannot read; the C
    library falls back to clone). Returns a reason when it could not."""
    import platform

    machine = platform.machine()
    if machine not in SYSCALLS:
        return "no syscall table for %s" % machine
    arch, clone, clone3, refused = SYSCALLS[machine]
    try:
        import ctypes
    except ImportError as e:
        return "no ctypes: %s" % e
    ld, jeq, jge, jset, ret = 0x20, 0x15, 0x35, 0x45, 0x06
    allow, eperm, enosys = 0x7FFF0000, 0x00050000 | 1, 0x00050000 | 38
    # Instructions as (code, jump if true, jump if false, k), where a jump is a
    # label: "deny", "next" (the following instruction) or a count to skip.
    prog = [(ld, 0, 0, 4), (jeq, "next", "deny", arch), (ld, 0, 0, 0)]
    if machine == "x86_64":
        prog.append((jge, "deny", "next", 0x40000000))  # the x32 ABI
    prog += [(jeq, "deny", "next", n) for n in refused]
    prog += [(jeq, "next", 1, clone3), (ret, 0, 0, enosys)]
    prog += [(jeq, "next", 2, clone), (ld, 0, 0, 16), (jset, "deny", "next", CLONE_NAMESPACES)]
    prog += [(ret, 0, 0, allow), (ret, 0, 0, eperm)]
    deny = len(prog) - 1

    class Filter(ctypes.Structure):
        _fields_ = [("code", ctypes.c_ushort), ("jt", ctypes.c_ubyte), ("jf", ctypes.c_ubyte), ("k", ctypes.c_uint)]

    class Program(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(Filter))]

    def target(i, j):
        if j == "deny":
            return deny - i - 1
        if j == "next":
            return 0
        return j

    insns = (Filter * len(prog))(*[Filter(c, target(i, t), target(i, f), k) for i, (c, t, f, k) in enumerate(prog)])
    fprog = Program(len(prog), insns)
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong]
    if libc.prctl(38, 1, None, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS
        return "PR_SET_NO_NEW_PRIVS: %s" % os.strerror(ctypes.get_errno())
    if libc.prctl(22, 2, ctypes.cast(ctypes.pointer(fprog), ctypes.c_void_p), 0, 0) != 0:  # PR_SET_SECCOMP, FILTER
        return "PR_SET_SECCOMP: %s" % os.strerror(ctypes.get_errno())
    return None


# ---- the protocol process
#
# The host's stdin and stdout belong to this process alone, which never runs user
# code. It owns the request/response state machine: each request from the host gets a
# token of its own, unguessable, that the executor's messages about it must carry; a
# request is answered exactly once, with a frame this process builds from the fields
# it expects of the executor's message (checked for type and size); the cell's output
# is read from the executor's pipes and capped here. Nothing the executor writes
# reaches the host as a frame of its own making, answers another request, or leaves
# the host waiting on a frame cut in half. Ping is answered here, even while a cell
# runs; interrupt is passed on as a message the executor's reader turns into SIGINT
# for its main thread.

# A message the executor began must go on arriving: one stalled this long (a header
# with no body behind it) breaks the channel.
STALL = 5.0
MAC_SIZE = 32
# What the protocol process keeps of an answer's strings, so that a message cannot
# make a host frame past its limit (the displays have their own bounds).
MAX_TEXT = 8 << 20
# The answer each kind of request expects from the executor, and the messages it may
# send on the way.
ANSWERS = {"execute": "result", "reset": "done", "check": "checked", "complete": "completed", "inspect": "inspected"}


class Request:
    def __init__(self, f, token):
        self.host_id = f.get("id", 0)
        self.kind = f.get("type")
        self.token = token
        self.interrupted = False
        limits = f.get("limits") or {}
        limit = limits.get("output") if isinstance(limits, dict) else None
        self.limit = limit if isinstance(limit, int) and limit > 0 else 1 << 20
        self.sent = {"stdout": 0, "stderr": 0}
        self.truncated = {"stdout": False, "stderr": False}


class Protocol:
    def __init__(self, key, pid, to_exec, from_exec, out_fd, err_fd, wake_fd):
        self.key, self.seq_in, self.seq_out = key, 0, 0  # see read_key
        self.pid = pid  # the executor's
        self.host_in, self.host_out, self.diag = 0, 1, 2
        self.to_exec, self.from_exec = to_exec, from_exec
        self.streams = {out_fd: "stdout", err_fd: "stderr"}
        self.decoders = {name: codecs.getincrementaldecoder("utf-8")("replace") for name in ("stdout", "stderr")}
        self.wake_fd = wake_fd
        self.hbuf = bytearray()
        self.ebuf = bytearray()
        self.xbuf = bytearray()  # to the executor, not yet written
        self.estall = None  # when the executor's partial message last grew
        self.cur = None  # the Request being served
        self.calls = {}  # host call id -> (token, executor's call id)
        self.next_call = 0
        self.ready = False
        self.waiting = []  # host frames that came before the executor was ready
        for fd in list(self.streams) + [from_exec, to_exec, wake_fd]:
            os.set_blocking(fd, False)

    # ---- writing

    def seal(self, direction, seq, body):
        return hmac.new(self.key, direction + seq.to_bytes(8, "big") + body, hashlib.sha256).digest()

    def to_host(self, frame):
        data = json.dumps(frame, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass")
        data += self.seal(b"a", self.seq_out, data)
        self.seq_out += 1
        buf = HEADER.pack(len(data)) + data
        while buf:
            n = os.write(self.host_out, buf)
            buf = buf[n:]

    def send_exec(self, frame):
        # Queued and written as the pipe takes it: an executor whose reader is
        # slow (a cell holding the GIL in C) must not stop this process.
        data = json.dumps(frame, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass")
        self.xbuf += HEADER.pack(len(data)) + data
        self.write_exec()

    def write_exec(self):
        try:
            while self.xbuf:
                n = os.write(self.to_exec, self.xbuf[:1 << 16])
                del self.xbuf[:n]
        except BlockingIOError:
            pass
        except OSError:
            self.xbuf.clear()  # it died; the wake pipe says so

    def log(self, text):
        try:
            os.write(self.diag, ("backyard agent: " + text[:4096] + "\n").encode("utf-8", "replace"))
        except OSError:
            pass

    # ---- the loop

    def run(self):
        while True:
            fds = [self.host_in, self.from_exec, self.wake_fd] + list(self.streams)
            timeout = None
            if self.ebuf:
                timeout = STALL
                if time.monotonic() - self.estall > STALL:
                    self.violation("a message of the executor stalled after %d bytes" % len(self.ebuf))
            try:
                ready, writable, _ = select.select(fds, [self.to_exec] if self.xbuf else [], [], timeout)
            except InterruptedError:
                continue
            if writable:
                self.write_exec()
            if self.wake_fd in ready:
                read_available(self.wake_fd)
                self.reap()
            for fd in ready:
                if fd in self.streams:
                    self.read_stream(fd, batch=True)
            if self.from_exec in ready:
                self.read_exec()
            if self.host_in in ready:
                self.read_host()

    def reap(self):
        try:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
        except ChildProcessError:
            pid, status = self.pid, 0
        if pid == 0:
            return
        self.drain()
        if os.WIFSIGNALED(status):
            code = 128 + os.WTERMSIG(status)
        else:
            code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1
        self.log("the executor ended (status %d)" % code)
        os._exit(code)

    def stop(self, code):
        try:
            os.kill(self.pid, signal.SIGKILL)
        except OSError:
            pass
        os._exit(code)

    def violation(self, why):
        """The executor's channel is out of step: the host is told (it replaces the
        container and replays the session) and the executor is ended."""
        self.log("executor broke the protocol: " + why)
        try:
            self.to_host({"type": "violation", "text": why})
        except OSError:
            pass
        self.stop(3)

    # ---- from the host

    def read_host(self):
        try:
            data = os.read(self.host_in, 1 << 16)
        except InterruptedError:
            return
        except OSError:
            data = b""
        if not data:
            self.stop(0)  # the host went away
        self.hbuf += data
        while len(self.hbuf) >= HEADER.size:
            (size,) = HEADER.unpack_from(self.hbuf)
            if size > MAX_FRAME:
                self.log("frame of %d bytes is too large" % size)
                self.stop(1)
            if len(self.hbuf) < HEADER.size + size:
                break
            body = bytes(self.hbuf[HEADER.size:HEADER.size + size - MAC_SIZE])
            mac = bytes(self.hbuf[HEADER.size + size - MAC_SIZE:HEADER.size + size])
            del self.hbuf[:HEADER.size + size]
            if size < MAC_SIZE or not hmac.compare_digest(mac, self.seal(b"h", self.seq_in, body)):
                # Written by something else than the host: the executor can reach
                # the container's stdin through /proc. A whole frame that does not
                # authenticate is dropped (the host's own always do), so that frames
                # a cell slips in cannot end the session; a stream it breaks (a
                # header without its body) leaves the host's next frames failing
                # too, and the host's frame deadline replaces the container.
                self.log("dropped a frame on stdin that failed authentication")
                continue
            self.seq_in += 1
            try:
                f = json.loads(body)
            except ValueError as e:
                self.log("host frame: %s" % e)
                self.stop(1)
            if not self.ready and f.get("type") != "ping":
                self.waiting.append(f)
            else:
                self.from_host(f)

    def from_host(self, f):
        kind = f.get("type")
        cur = self.cur
        if kind == "ping":
            self.to_host({"type": "pong", "id": f.get("id", 0)})
        elif kind == "interrupt":
            if cur is not None and cur.host_id == f.get("id", cur.host_id) and not cur.interrupted:
                cur.interrupted = True
                self.send_exec({"type": "interrupt", "id": cur.token})
        elif kind == "return":
            token, call = self.calls.pop(f.get("call"), (None, None))
            if cur is not None and token == cur.token:
                ret = {"type": "return", "call": call}
                for key in ("value", "error"):
                    if key in f:
                        ret[key] = f[key]
                self.send_exec(ret)
        else:
            # A new request; one the host gave up on is over (its late answer is
            # dropped, its token being no longer current).
            self.finish()
            token = (int.from_bytes(os.urandom(8), "big") >> 2) + 1
            self.cur = Request(f, token)
            self.send_exec(dict(f, id=token))

    def finish(self):
        self.drain()
        for name, decoder in self.decoders.items():
            self.forward(name, decoder.decode(b"", final=True))
            decoder.reset()
        if self.cur is not None:
            token = self.cur.token
            self.calls = {k: v for k, v in self.calls.items() if v[0] != token}
        self.cur = None

    # ---- the cell's output

    def read_stream(self, fd, batch=False):
        name = self.streams[fd]
        try:
            chunk = os.read(fd, 1 << 16)
            if batch and 0 < len(chunk) < 1 << 12:
                # Let a chatty cell write more: one frame per batch, not per print.
                select.select([fd], [], [], 0.002)
                chunk += read_available(fd)
        except BlockingIOError:
            return False  # the pipe is empty
        except InterruptedError:
            return True
        except OSError:
            chunk = b""
        if not chunk:
            del self.streams[fd]  # every writer closed it
            os.close(fd)
            return False
        self.forward(name, self.decoders[name].decode(chunk))
        return len(chunk) == 1 << 16

    def drain(self):
        """Forwards what the output pipes hold: the executor wrote it before the
        message being handled."""
        for fd in list(self.streams):
            while fd in self.streams and self.read_stream(fd):
                pass

    def forward(self, name, text):
        cur = self.cur
        if not text or cur is None or cur.kind != "execute" or cur.truncated[name]:
            return
        room = cur.limit - cur.sent[name]
        if len(text) > room:
            text = text[: max(room, 0)]
            cur.truncated[name] = True
        cur.sent[name] += len(text)
        if text:
            self.to_host({"type": "output", "id": cur.host_id, "stream": name, "text": text})

    # ---- from the executor

    def read_exec(self):
        try:
            data = os.read(self.from_exec, 1 << 20)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:
            # The executor closed its channel: it is ending (the kernel's OOM
            # killer, os._exit in a cell), or its cell closed the channel.
            self.drain()
            for _ in range(200):
                self.reap()  # exits once the executor has
                time.sleep(0.01)
            self.violation("the executor closed its channel")
        self.ebuf += data
        self.estall = time.monotonic()
        while len(self.ebuf) >= HEADER.size:
            (size,) = HEADER.unpack_from(self.ebuf)
            if size > MAX_FRAME:
                self.violation("a message of %d bytes, past the %d byte limit" % (size, MAX_FRAME))
            if len(self.ebuf) < HEADER.size + size:
                break
            body = bytes(self.ebuf[HEADER.size:HEADER.size + size])
            del self.ebuf[:HEADER.size + size]
            try:
                f = json.loads(body.decode("utf-8", "surrogatepass"))
            except ValueError:
                f = None
            if not isinstance(f, dict):
                self.violation("a message that is not a JSON object (%d bytes)" % size)
            self.from_executor(f, size)

    def from_executor(self, f, size):
        kind = f.get("type")
        if kind == "log":
            self.log(text_field(f.get("text")))
            return
        if kind == "ready" and not self.ready:
            self.ready = True
            self.to_host({
                "type": "ready",
                "protocol": PROTOCOL,
                "python": "%d.%d.%d" % sys.version_info[:3],
                "pid": os.getpid(),
            })
            waiting, self.waiting = self.waiting, []
            for w in waiting:
                self.from_host(w)
            return
        cur = self.cur
        if cur is None or f.get("id") != cur.token or type(f.get("id")) is not int:
            return  # not about the request being served: a late answer, or forged
        if cur.kind == "execute" and kind in ("call", "input"):
            name, args, kwargs = f.get("name"), f.get("args", []), f.get("kwargs", {})
            if kind == "call" and not (isinstance(name, str) and isinstance(args, list) and isinstance(kwargs, dict)):
                return
            if size > MAX_FRAME // 2:
                self.send_exec({"type": "return", "call": f.get("call"), "error": {
                    "type": "ValueError", "message": "the arguments of %s are too large to pass to the host" % name}})
                return
            self.drain()  # what the cell printed before it asked
            self.next_call += 1
            self.calls[self.next_call] = (cur.token, f.get("call"))
            out = {"type": kind, "id": cur.host_id, "call": self.next_call}
            if kind == "call":
                out.update(name=name, args=args, kwargs=kwargs)
            self.to_host(out)
            return
        if kind != ANSWERS.get(cur.kind, "done"):
            return
        self.finish()  # the output first, then the answer; the request is over
        self.to_host(answer(kind, cur, f))


def text_field(v, limit=MAX_TEXT):
    return v[:limit] if isinstance(v, str) else ""


def error_field(v):
    if not isinstance(v, dict):
        return None
    return {k: text_field(v.get(k)) for k in ("type", "message", "traceback")}


def answer(kind, req, f):
    """The host frame answering req, made of the fields expected of the executor's
    message f, each of its type."""
    out = {"type": kind, "id": req.host_id}
    err = error_field(f.get("error"))
    if err is not None:
        out["error"] = err
    if kind == "result":
        out["success"] = f.get("success") is True and err is None
        out["memory"] = f.get("memory") is True
        value = f.get("value")
        if isinstance(value, dict) and isinstance(value.get("repr"), str):
            out["value"] = {"repr": text_field(value["repr"])}
            if "json" in value:
                form = value["json"]
                if len(json.dumps(form)) <= MAX_TEXT:
                    out["value"]["json"] = form
        displays = []
        total = 0
        for d in f.get("displays") or ():
            if not isinstance(d, dict) or not isinstance(d.get("mime_type"), str) or not isinstance(d.get("data"), str):
                continue
            try:
                size = len(base64.b64decode(d["data"], validate=True))
            except ValueError:
                continue
            if len(displays) >= MAX_DISPLAYS or total + size > MAX_DISPLAY_BYTES:
                break
            total += size
            displays.append({"mime_type": d["mime_type"][:256], "data": d["data"]})
        if displays:
            out["displays"] = displays
        out["truncated"] = [n for n, t in req.truncated.items() if t]
    elif kind == "checked":
        for key in ("missing", "imports"):
            v = f.get(key)
            if isinstance(v, list):
                out[key] = [text_field(x, 1 << 10) for x in v[:10000] if isinstance(x, str)]
    elif kind == "completed":
        start = f.get("start")
        out["start"] = start if type(start) is int and start >= 0 else 0
        v = f.get("matches")
        out["matches"] = [text_field(x, 1 << 10) for x in v[:10000] if isinstance(x, str)] if isinstance(v, list) else []
    elif kind == "inspected":
        out["text"] = text_field(f.get("text"))
    return out


def start():
    """Forks the executor and becomes the protocol process. The executor keeps none
    of the host's descriptors: its 0 is /dev/null, its 1 and 2 the output pipes, and
    two more the pipes to and from this process."""
    to_exec_r, to_exec_w = os.pipe()
    from_exec_r, from_exec_w = os.pipe()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    for w in (out_w, err_w, from_exec_w):
        try:
            import fcntl

            fcntl.fcntl(w, getattr(fcntl, "F_SETPIPE_SZ", 1031), 1 << 20)
        except (ImportError, OSError):
            pass  # the default size only costs throughput
    wake_r, wake_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(wake_r)
        os.close(wake_w)
        devnull = os.open(os.devnull, os.O_RDONLY)
        os.dup2(devnull, 0)
        os.dup2(out_w, 1)
        os.dup2(err_w, 2)
        keep = {0, 1, 2, to_exec_r, from_exec_w}
        for name in os.listdir("/proc/self/fd"):
            fd = int(name)
            if fd not in keep:
                try:
                    os.close(fd)
                except OSError:
                    pass  # the directory's own descriptor
        return Executor(to_exec_r, from_exec_w)
    for fd in (to_exec_r, from_exec_w, out_w, err_w):
        os.close(fd)
    # Nothing of this process is the executor's to read or write: not its memory
    # (/proc/PID/mem) nor its descriptors (/proc/PID/fd), which the kernel only lets
    # a process without CAP_SYS_PTRACE open in a dumpable process.
    failed = set_undumpable()
    if failed:
        os.write(2, ("backyard agent: the protocol process stays dumpable: %s\n" % failed).encode())
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    os.set_blocking(wake_w, False)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda signum, frame: None)
    # The executor may have ended before the handler was set.
    os.write(wake_w, b"\0")
    Protocol(read_key(), pid, to_exec_w, from_exec_r, out_r, err_r, wake_r).run()


def read_key():
    """Reads the host's first frame, the session's key, which authenticates every
    frame after it both ways (HMAC-SHA256 of the direction, the frame's number in
    it and its body; kernel/container/agent/frame.go, Sealer). It is read after the
    executor is forked, so that no copy of it is in the executor's memory, and
    before any cell runs, so that no cell can take it from the pipe first."""

    def exactly(n):
        data = b""
        while len(data) < n:
            chunk = os.read(0, n - len(data))
            if not chunk:
                os._exit(0)  # the host went away
            data += chunk
        return data

    (size,) = HEADER.unpack(exactly(HEADER.size))
    if size > 4096:
        os._exit(1)
    try:
        f = json.loads(exactly(size))
        return bytes.fromhex(f["key"]) if f.get("type") == "key" else None
    except (ValueError, KeyError, TypeError, AttributeError):
        f = None
    os.write(2, b"backyard agent: the host's first frame is not a key\n")
    os._exit(1)


def set_undumpable():
    try:
        import ctypes
    except ImportError as e:
        return "no ctypes: %s" % e
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
    if libc.prctl(4, 0, 0, 0, 0) != 0:  # PR_SET_DUMPABLE
        return os.strerror(ctypes.get_errno())
    return None


def main():
    global SITES
    SITES = sys.argv[1:]
    # Podman adds these to what the host passed: the cell's environment is only
    # what backyard gives it.
    for name in ("container", "TERM"):
        os.environ.pop(name, None)
    failed = restrict_syscalls()
    if failed:
        os.write(2, ("backyard agent: no syscall filter: %s\n" % failed).encode())
    hidden = os.environ.pop("BACKYARD_HIDDEN", None)
    executor = start()  # returns in the executor's process only
    add_sites(SITES)
    hide_paths(hidden)
    executor.run()


if __name__ == "__main__":
    main()
