"""AsyncSandbox: the Sandbox's methods as coroutines, for asyncio harnesses."""

from __future__ import annotations

import asyncio
import inspect
import json
import tempfile
from typing import Any, Callable, Dict, IO, Iterable, List, Optional, Tuple, Union

from . import errors
from ._binary import find_binary
from ._core import Core, SandboxType
from .results import ExecutionResult
from .sandbox import _stderr_tail

__all__ = ["AsyncSandbox"]

# The longest answer line read: a run's output is capped by the session's output limit,
# figures come base64 in the answer.
_LINE_LIMIT = 1 << 28


async def _maybe_await(value: Any) -> Any:
    if inspect.isawaitable(value):
        return await value
    return value


class AsyncSandbox(Core):
    """A Sandbox whose methods are coroutines: ``await sb.run(code)``.

    Its process starts at the first call. External functions, output callbacks and the
    progress callback may be plain functions or ``async def``.
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
        self._proc: Optional[asyncio.subprocess.Process] = None
        self._stderr: Optional[IO[bytes]] = None
        self._lock: Optional[asyncio.Lock] = None

    async def _ensure(self) -> asyncio.subprocess.Process:
        if self._closed:
            raise errors.SandboxError("the sandbox is closed")
        if self._proc is not None:
            return self._proc
        binary = self._binary or find_binary()
        self._stderr = tempfile.TemporaryFile()
        try:
            self._proc = await asyncio.create_subprocess_exec(
                *self._serve_args(binary),
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=self._stderr,
                limit=_LINE_LIMIT,
            )
        except OSError as e:
            raise errors.SandboxError("could not start %s serve: %s" % (binary, e)) from e
        return self._proc

    async def _send(self, proc: asyncio.subprocess.Process, line: bytes) -> None:
        try:
            proc.stdin.write(line)  # type: ignore[union-attr]
            await proc.stdin.drain()  # type: ignore[union-attr]
        except (BrokenPipeError, ConnectionResetError, OSError):
            await self._died(proc)

    async def _recv(self, proc: asyncio.subprocess.Process) -> Dict[str, Any]:
        line = await proc.stdout.readline()  # type: ignore[union-attr]
        if not line:
            await self._died(proc)
        return json.loads(line)

    async def _died(self, proc: asyncio.subprocess.Process) -> None:
        code = await proc.wait()
        self._closed = True
        why = _stderr_tail(self._stderr)
        raise errors.SandboxError("backyard serve stopped (exit status %s)%s" % (code, ": " + why if why else ""))

    async def _request(
        self,
        action: str,
        on_stdout: Optional[Callable[[str], Any]] = None,
        on_stderr: Optional[Callable[[str], Any]] = None,
        on_input: Optional[Callable[[str], Any]] = None,
        **fields: Any,
    ) -> Dict[str, Any]:
        failures: List[BaseException] = []
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            proc = await self._ensure()
            rid, line = self._new_request(action, **fields)
            await self._send(proc, line)
            while True:
                m = await self._recv(proc)
                ev = m.get("event")
                if ev is None:
                    if m.get("id") != rid:
                        continue
                    if failures:
                        raise failures[0]
                    return m
                if ev == "call":
                    await self._send(proc, await self._answer_call(m))
                elif ev == "input_request":
                    await self._send(proc, await self._answer_input(m, on_input, failures))
                elif ev == "stdout":
                    if on_stdout is not None:
                        await _maybe_await(on_stdout(m.get("text", "")))
                elif ev == "stderr":
                    if on_stderr is not None:
                        await _maybe_await(on_stderr(m.get("text", "")))
                elif ev == "progress" and self.progress_callback is not None:
                    await _maybe_await(self.progress_callback(*self._progress_args(m)))

    async def _answer_call(self, ev: Dict[str, Any]) -> bytes:
        call = ev.get("call", 0)
        try:
            fn, args, kwargs = self._call_target(ev)
            value = await _maybe_await(fn(*args, **kwargs))
        except Exception as e:  # raised in the sandboxed code instead
            return self._raise_line(call, e)
        return self._return_line(call, value)

    async def _answer_input(
        self, ev: Dict[str, Any], on_input: Optional[Callable[[str], Any]], failures: List[BaseException]
    ) -> bytes:
        number = ev.get("input", 0)
        if on_input is None or failures:
            return self._input_line(number, None)
        try:
            return self._input_line(number, await _maybe_await(on_input(ev.get("prompt", ""))))
        except BaseException as e:  # the code meets end of input; run raises e after
            failures.append(e)
            return self._input_line(number, None)

    async def run(
        self,
        code: str,
        dependencies: Optional[Iterable[str]] = None,
        external_functions: Optional[Dict[str, Callable[..., Any]]] = None,
        max_duration_sec: Optional[float] = None,
        max_memory_mb: Optional[int] = None,
        *,
        on_stdout: Optional[Callable[[str], Any]] = None,
        on_stderr: Optional[Callable[[str], Any]] = None,
        on_input: Optional[Callable[[str], Any]] = None,
        **inputs: Any,
    ) -> ExecutionResult:
        """Sandbox.run as a coroutine; on_input may be a coroutine function."""
        fields = self._execute_fields(
            code, dependencies, external_functions, max_duration_sec, max_memory_mb,
            on_stdout is not None or on_stderr is not None, inputs, on_input is not None,
        )  # fmt: skip
        return self._execution(await self._request("execute", on_stdout, on_stderr, on_input, **fields))

    async def complete(self, code: str, cursor: Optional[int] = None) -> Tuple[int, List[str]]:
        """Sandbox.complete as a coroutine."""
        return self._completion(self._check(await self._request("complete", code=code, cursor=cursor)))

    async def inspect(self, code: str, cursor: Optional[int] = None) -> str:
        """Sandbox.inspect as a coroutine."""
        return self._check(await self._request("inspect", code=code, cursor=cursor)).get("text") or ""

    async def reset_session(self) -> None:
        """Sandbox.reset_session as a coroutine."""
        self._check(await self._request("reset"))

    async def clear(self) -> None:
        """Sandbox.clear as a coroutine."""
        self._check(await self._request("clear"))
        self._functions.clear()

    async def ping(self) -> bool:
        """Sandbox.ping as a coroutine."""
        if self._closed:
            return False
        try:
            return bool((await self._request("ping")).get("success"))
        except errors.SandboxError:
            return False

    async def grant_write_access(self) -> None:
        """Sandbox.grant_write_access as a coroutine."""
        self._check(await self._request("grant_write", stream=self.progress_callback is not None or None))
        self.readonly = False

    async def revoke_write_access(self) -> None:
        """Sandbox.revoke_write_access as a coroutine."""
        self._check(await self._request("revoke_write", stream=self.progress_callback is not None or None))
        self.readonly = True

    async def convert(self, target: Union[str, SandboxType], force: bool = False) -> Dict[str, Any]:
        """Sandbox.convert as a coroutine."""
        backend = SandboxType(str(target))
        if backend is SandboxType.AUTO:
            raise ValueError("convert to SandboxType.CONTAINER or SandboxType.MONTY, not AUTO")
        a = self._check(
            await self._request(
                "convert", backend=backend.value, force=force or None, stream=self.progress_callback is not None or None
            )
        )
        return a.get("conversion") or {}

    async def history(self) -> list:
        """Sandbox.history as a coroutine."""
        return self._check(await self._request("history")).get("history") or []

    async def close(self) -> None:
        """End the session. Idempotent."""
        self._closed = True
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            proc.stdin.close()  # type: ignore[union-attr]
        except OSError:
            pass
        try:
            await asyncio.wait_for(proc.wait(), 15)
        except asyncio.TimeoutError:
            proc.kill()
            await proc.wait()
        if self._stderr is not None:
            self._stderr.close()

    async def __aenter__(self) -> "AsyncSandbox":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()
