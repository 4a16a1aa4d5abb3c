"""The Sandbox: one Python session, run by a `backyard serve` process."""

from __future__ import annotations

import asyncio
import inspect
import json
import subprocess
import tempfile
import threading
import weakref
from typing import Any, Callable, Dict, IO, Iterable, List, Optional, Tuple, Union

from . import errors
from ._binary import find_binary
from ._core import Core, ReplayPhase, SandboxType
from .results import ExecutionResult

__all__ = ["Sandbox", "SandboxType", "ReplayPhase"]

OutputCallback = Callable[[str], Any]


def _stderr_tail(f: Optional[IO[bytes]], limit: int = 4000) -> str:
    if f is None:
        return ""
    try:
        f.seek(0)
        return f.read().decode("utf-8", "replace")[-limit:].strip()
    except (OSError, ValueError):
        return ""


def _shutdown(proc: subprocess.Popen, stderr: Optional[IO[bytes]]) -> None:
    """Stop a serve process: end its input, which ends the session, then kill it if it
    lingers."""
    try:
        if proc.stdin:
            proc.stdin.close()
    except OSError:
        pass
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    for f in (proc.stdout, stderr):
        try:
            if f:
                f.close()
        except OSError:
            pass


def _run_coroutine(awaitable: Any) -> Any:
    """Run an async external function's awaitable to its end from blocking code."""

    async def wait() -> Any:
        return await awaitable

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(wait())
    # Called from inside a running loop (a Sandbox used in async code): run it on
    # a loop of its own in another thread.
    box: Dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = asyncio.run(wait())
        except BaseException as e:  # handed to the caller
            box["error"] = e

    t = threading.Thread(target=target)
    t.start()
    t.join()
    if "error" in box:
        raise box["error"]
    return box.get("value")


class Sandbox(Core):
    """A Python session that runs code safely, on monty or in a container.

    It starts on monty (sandbox_type "auto") and converts to a container when code needs
    what monty lacks (an import such as numpy, dependencies), replaying the session's
    successful code there so that its variables survive. Limits apply per run; the
    workspace directories and files mount at /sandbox/<name>.
    """

    def __init__(
        self,
        max_duration_sec: float = 30.0,
        max_memory_mb: int = 256,
        max_cpus: float = 2.0,
        enable_network: bool = False,
        enable_package_cache: bool = True,
        tmpfs_size_mb: int = 16,
        workspace: Optional[Iterable[Any]] = None,
        sandbox_type: Union[str, SandboxType] = "auto",
        readonly: bool = False,
        track_file_changes: bool = True,
        progress_callback: Optional[Callable[..., Any]] = None,
        *,
        binary: Optional[str] = None,
        verbose: bool = False,
    ) -> None:
        super().__init__(
            max_duration_sec, max_memory_mb, max_cpus, enable_network, enable_package_cache, tmpfs_size_mb,
            workspace, sandbox_type, readonly, track_file_changes, progress_callback, binary=binary, verbose=verbose,
        )  # fmt: skip
        self._lock = threading.RLock()
        self._proc: Optional[subprocess.Popen] = None
        self._stderr: Optional[IO[bytes]] = None
        self._finalizer: Optional[weakref.finalize] = None
        self._start()

    # ---- the process

    def _start(self) -> None:
        binary = self._binary or find_binary()
        self._stderr = tempfile.TemporaryFile()
        try:
            self._proc = subprocess.Popen(
                self._serve_args(binary), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr
            )
        except OSError as e:
            raise errors.SandboxError("could not start %s serve: %s" % (binary, e)) from e
        self._finalizer = weakref.finalize(self, _shutdown, self._proc, self._stderr)
        # A bad option or a missing container image ends the process: say why now.
        self._check(self._request("ping"))

    def _send(self, line: bytes) -> None:
        proc = self._proc
        if proc is None or self._closed:
            raise errors.SandboxError("the sandbox is closed")
        try:
            proc.stdin.write(line)  # type: ignore[union-attr]
            proc.stdin.flush()  # type: ignore[union-attr]
        except (BrokenPipeError, OSError, ValueError):
            self._died()

    def _recv(self) -> Dict[str, Any]:
        line = self._proc.stdout.readline()  # type: ignore[union-attr]
        if not line:
            self._died()
        return json.loads(line)

    def _died(self) -> None:
        proc = self._proc
        code = proc.wait() if proc is not None else None
        why = _stderr_tail(self._stderr)
        self._closed = True
        raise errors.SandboxError("backyard serve stopped (exit status %s)%s" % (code, ": " + why if why else ""))

    def _request(
        self,
        action: str,
        on_stdout: Optional[OutputCallback] = None,
        on_stderr: Optional[OutputCallback] = None,
        on_input: Optional[Callable[[str], Optional[str]]] = None,
        **fields: Any,
    ) -> Dict[str, Any]:
        failures: List[BaseException] = []
        with self._lock:
            rid, line = self._new_request(action, **fields)
            self._send(line)
            while True:
                m = self._recv()
                ev = m.get("event")
                if ev is None:
                    if m.get("id") != rid:
                        continue  # not ours (an answer to an earlier, abandoned request)
                    if failures:
                        raise failures[0]
                    return m
                if ev == "call":
                    self._send(self._answer_call(m))
                elif ev == "input_request":
                    self._send(self._answer_input(m, on_input, failures))
                elif ev == "stdout":
                    if on_stdout is not None:
                        on_stdout(m.get("text", ""))
                elif ev == "stderr":
                    if on_stderr is not None:
                        on_stderr(m.get("text", ""))
                elif ev == "progress" and self.progress_callback is not None:
                    self.progress_callback(*self._progress_args(m))

    def _answer_call(self, ev: Dict[str, Any]) -> bytes:
        call = ev.get("call", 0)
        try:
            fn, args, kwargs = self._call_target(ev)
            value = fn(*args, **kwargs)
            if inspect.isawaitable(value):
                value = _run_coroutine(value)
        except Exception as e:  # raised in the sandboxed code instead
            return self._raise_line(call, e)
        return self._return_line(call, value)

    def _answer_input(
        self, ev: Dict[str, Any], on_input: Optional[Callable[[str], Optional[str]]], failures: List[BaseException]
    ) -> bytes:
        number = ev.get("input", 0)
        if on_input is None or failures:
            return self._input_line(number, None)
        try:
            text = on_input(ev.get("prompt", ""))
            if inspect.isawaitable(text):
                text = _run_coroutine(text)
            return self._input_line(number, text)
        except BaseException as e:  # the code meets end of input; run raises e after
            failures.append(e)
            return self._input_line(number, None)

    # ---- the API

    def run(
        self,
        code: str,
        dependencies: Optional[Iterable[str]] = None,
        external_functions: Optional[Dict[str, Callable[..., Any]]] = None,
        max_duration_sec: Optional[float] = None,
        max_memory_mb: Optional[int] = None,
        *,
        on_stdout: Optional[OutputCallback] = None,
        on_stderr: Optional[OutputCallback] = None,
        on_input: Optional[Callable[[str], Optional[str]]] = None,
        **inputs: Any,
    ) -> ExecutionResult:
        """Run code in the session and return what it did.

        dependencies are packages to install first (on a container); external_functions
        are callables the code may call by name, run here, outside the sandbox (the
        session keeps them); max_duration_sec and max_memory_mb override the limits for
        this run; keyword arguments bind input variables. on_stdout and on_stderr receive
        output as it is written. on_input answers the code's input() (and other reads of
        sys.stdin): it is called with the prompt and returns the line, or None for the end
        of input; without it input() raises EOFError. An exception it raises ends the
        input, and run raises it once the code is done.

        A Python exception in the code is a result with failed true. Raises
        SandboxNotSupportedError when the code needs what the session cannot give, and
        SandboxPermissionError when it wrote to the workspace without write access.
        """
        fields = self._execute_fields(
            code, dependencies, external_functions, max_duration_sec, max_memory_mb,
            on_stdout is not None or on_stderr is not None, inputs, on_input is not None,
        )  # fmt: skip
        return self._execution(self._request("execute", on_stdout, on_stderr, on_input, **fields))

    def complete(self, code: str, cursor: Optional[int] = None) -> Tuple[int, List[str]]:
        """The completions of code at cursor (a str index; the end by default) from the
        live session, as a notebook's Tab: (start, matches), each match replacing
        code[start:cursor]. Inside a call's parentheses the keyword arguments come first."""
        return self._completion(self._check(self._request("complete", code=code, cursor=cursor)))

    def inspect(self, code: str, cursor: Optional[int] = None) -> str:
        """What the session knows of the name at cursor in code, or of the call the cursor
        is in: its type, signature and docstring; "" when it knows none."""
        return self._check(self._request("inspect", code=code, cursor=cursor)).get("text") or ""

    def reset_session(self) -> None:
        """Clear the namespace, keeping the kernel (and its container)."""
        self._check(self._request("reset"))

    def clear(self) -> None:
        """Close the kernel (and its container) and forget everything: the history, the
        external functions, write access granted since the start."""
        self._check(self._request("clear"))
        self._functions.clear()

    def ping(self) -> bool:
        """Whether the sandbox answers."""
        if self._closed:
            return False
        try:
            return bool(self._request("ping").get("success"))
        except errors.SandboxError:
            return False

    def grant_write_access(self) -> None:
        """Let the code write to the workspace. A container restarts and replays the
        session (progress_callback hears it)."""
        self._check(self._request("grant_write", stream=self.progress_callback is not None or None))
        self.readonly = False

    def revoke_write_access(self) -> None:
        """Make the workspace read-only again."""
        self._check(self._request("revoke_write", stream=self.progress_callback is not None or None))
        self.readonly = True

    def convert(self, target: Union[str, SandboxType], force: bool = False) -> Dict[str, Any]:
        """Move the session to another backend, replaying its successful code there. To
        monty, force drops the code monty cannot run instead of failing. Returns the
        conversion's report (steps, divergences, dropped cells)."""
        backend = SandboxType(str(target))
        if backend is SandboxType.AUTO:
            raise ValueError("convert to SandboxType.CONTAINER or SandboxType.MONTY, not AUTO")
        a = self._check(
            self._request("convert", backend=backend.value, force=force or None, stream=self.progress_callback is not None or None)
        )
        return a.get("conversion") or {}

    def history(self) -> list:
        """The session's runs and resets, oldest first."""
        return self._check(self._request("history")).get("history") or []

    def close(self) -> None:
        """End the session and release its kernel and container. Idempotent."""
        with self._lock:
            self._closed = True
            if self._finalizer is not None:
                self._finalizer()

    def __enter__(self) -> "Sandbox":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self._closed else self.backend
        return "<backyard.Sandbox %s %s>" % (self.sandbox_type.value, state)
