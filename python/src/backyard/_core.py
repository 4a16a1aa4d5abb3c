"""What the blocking and the asyncio sandboxes share: the command line of
`backyard serve`, the requests, and the reading of answers and events. Neither does
any I/O here."""

from __future__ import annotations

import enum
import json
import os
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple, Union

from . import errors
from .results import ExecutionResult, decode, encode

__all__ = ["SandboxType", "ReplayPhase", "Core"]


class SandboxType(str, enum.Enum):
    """Which kernels a sandbox may use."""

    AUTO = "auto"  # start on monty, convert to a container when the code needs it
    MONTY = "monty"  # monty only: code monty cannot run raises SandboxNotSupportedError
    CONTAINER = "container"  # a container from the start

    def __str__(self) -> str:
        return self.value


class ReplayPhase(str, enum.Enum):
    """Where a replay is, as progress_callback hears it."""

    BEFORE = "before"  # step `current` of `total` is about to run
    AFTER = "after"  # step `current` ran; `execution` is its result
    COMPLETE = "complete"  # all `total` steps ran

    def __str__(self) -> str:
        return self.value


ProgressCallback = Callable[[int, int, Optional[ExecutionResult], ReplayPhase], Any]


def _duration(seconds: float) -> str:
    if not seconds > 0:
        raise ValueError("max_duration_sec must be positive, got %r" % (seconds,))
    return "%.6fs" % float(seconds)


def _positive(name: str, value: float) -> None:
    if not value > 0:
        raise ValueError("%s must be positive, got %r" % (name, value))


class Core:
    """The options of a sandbox and the protocol's pure parts."""

    def __init__(
        self,
        max_duration_sec: float = 30.0,
        max_memory_mb: int = 256,
        max_cpus: float = 2.0,
        enable_network: bool = False,
        enable_package_cache: bool = True,
        tmpfs_size_mb: int = 16,
        workspace: Optional[Iterable[Union[str, "os.PathLike[str]"]]] = None,
        sandbox_type: Union[str, SandboxType] = "auto",
        readonly: bool = False,
        track_file_changes: bool = True,
        progress_callback: Optional[ProgressCallback] = None,
        *,
        binary: Optional[str] = None,
        verbose: bool = False,
    ) -> None:
        try:
            self.sandbox_type = SandboxType(str(sandbox_type))
        except ValueError:
            raise ValueError("sandbox_type must be 'auto', 'monty' or 'container', got %r" % (sandbox_type,)) from None
        _positive("max_memory_mb", max_memory_mb)
        _positive("max_cpus", max_cpus)
        if tmpfs_size_mb < 0:
            raise ValueError("tmpfs_size_mb must be 0 (none) or more, got %r" % (tmpfs_size_mb,))
        self.max_duration_sec = float(max_duration_sec)
        self.max_memory_mb = int(max_memory_mb)
        self.max_cpus = float(max_cpus)
        self.enable_network = bool(enable_network)
        self.enable_package_cache = bool(enable_package_cache)
        self.tmpfs_size_mb = int(tmpfs_size_mb)
        self.workspace = [os.fspath(p) for p in (workspace or [])]
        self.readonly = bool(readonly)
        self.track_file_changes = bool(track_file_changes)
        self.progress_callback = progress_callback
        self._binary = binary
        self._verbose = verbose
        self._args_checked = self._serve_args("backyard")  # fails now on a bad option
        self._functions: Dict[str, Callable[..., Any]] = {}
        self._next_id = 0
        self._closed = False
        self.backend = "container" if self.sandbox_type is SandboxType.CONTAINER else "monty"

    def _serve_args(self, binary: str) -> List[str]:
        args = [
            binary, "serve",
            "--backend", self.sandbox_type.value,
            "--timeout", _duration(self.max_duration_sec),
            "--memory", str(self.max_memory_mb),
            "--cpus", repr(self.max_cpus),
            "--tmpfs", str(self.tmpfs_size_mb),
        ]  # fmt: skip
        if self.enable_network:
            args.append("--network")
        if not self.enable_package_cache:
            args.append("--no-package-cache")
        if self.readonly:
            args.append("--readonly")
        if not self.track_file_changes:
            args.append("--no-file-tracking")
        if self._verbose:
            args.append("-v")
        for w in self.workspace:
            args += ["--workspace", w]
        return args

    # ---- requests

    def _new_request(self, action: str, **fields: Any) -> Tuple[int, bytes]:
        self._next_id += 1
        msg = {"id": self._next_id, "action": action}
        msg.update({k: v for k, v in fields.items() if v is not None})
        return self._next_id, (json.dumps(msg, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")

    def _execute_fields(
        self,
        code: str,
        dependencies: Optional[Iterable[str]],
        external_functions: Optional[Dict[str, Callable[..., Any]]],
        max_duration_sec: Optional[float],
        max_memory_mb: Optional[int],
        stream: bool,
        inputs: Dict[str, Any],
        stdin: bool = False,
    ) -> Dict[str, Any]:
        if not isinstance(code, str):
            raise TypeError("code must be a str, got %s" % type(code).__name__)
        fields: Dict[str, Any] = {"code": code}
        if inputs:
            fields["inputs"] = {k: encode(v) for k, v in inputs.items()}
        if external_functions:
            for name, fn in external_functions.items():
                if not callable(fn):
                    raise TypeError("external function %s is not callable" % name)
            self._functions.update(external_functions)
            fields["functions"] = list(external_functions)
        if dependencies:
            if isinstance(dependencies, str):
                dependencies = [dependencies]
            fields["dependencies"] = list(dependencies)
        if max_duration_sec is not None:
            _positive("max_duration_sec", max_duration_sec)
            fields["timeout"] = float(max_duration_sec)
        if max_memory_mb is not None:
            _positive("max_memory_mb", max_memory_mb)
            fields["memory_mb"] = int(max_memory_mb)
        if stream or self.progress_callback is not None:
            fields["stream"] = True
        if stdin:
            fields["stdin"] = True
        return fields

    # ---- answers

    def _note_backend(self, answer: Dict[str, Any]) -> None:
        b = answer.get("backend")
        if b:
            self.backend = b

    def _execution(self, answer: Dict[str, Any]) -> ExecutionResult:
        """The result of an execute, or the sandbox error it reports."""
        self._note_backend(answer)
        res = ExecutionResult._from_wire(answer)
        kind = answer.get("error_type") or ""
        # A cell's own timeout or memory limit is a result; only the sandbox's
        # errors are raised.
        if kind == "timeout" and res.timed_out or kind == "memory" and res.memory_limit_hit:
            return res
        if kind in ("timeout", "memory", "not_supported", "permission", "usage", "internal"):
            raise errors.error_for(kind, answer.get("error") or kind, res)
        return res

    def _check(self, answer: Dict[str, Any]) -> Dict[str, Any]:
        """The answer of another action, or the sandbox error it reports."""
        self._note_backend(answer)
        if not answer.get("success"):
            raise errors.error_for(answer.get("error_type") or "", answer.get("error") or "the sandbox failed")
        return answer

    @staticmethod
    def _progress_args(ev: Dict[str, Any]) -> Tuple[int, int, Optional[ExecutionResult], ReplayPhase]:
        x = ev.get("execution")
        execution = ExecutionResult._from_wire(x) if x is not None else None
        return int(ev.get("step", 0)), int(ev.get("total", 0)), execution, ReplayPhase(ev.get("phase"))

    def _call_target(self, ev: Dict[str, Any]) -> Tuple[Callable[..., Any], List[Any], Dict[str, Any]]:
        name = ev.get("name", "")
        fn = self._functions.get(name)
        if fn is None:
            raise NameError("external function %s is not defined on the client" % name)
        args = [decode(a) for a in ev.get("args") or []]
        kwargs = {k: decode(v) for k, v in (ev.get("kwargs") or {}).items()}
        return fn, args, kwargs

    @staticmethod
    def _return_line(call: int, value: Any) -> bytes:
        try:
            msg = {"action": "return", "call": call, "value": encode(value)}
        except (TypeError, ValueError) as e:
            return Core._raise_line(call, e)
        return (json.dumps(msg, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")

    @staticmethod
    def _input_line(number: int, text: Optional[str]) -> bytes:
        """The answer to an input_request: the line the code reads, or its end (None)."""
        msg: Dict[str, Any] = {"action": "input_reply", "input": number}
        if text is None:
            msg["eof"] = True
        else:
            if not isinstance(text, str):
                raise TypeError("on_input must return a str or None, got %s" % type(text).__name__)
            msg["text"] = text.rstrip("\n")
        return (json.dumps(msg, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")

    @staticmethod
    def _completion(answer: Dict[str, Any]) -> Tuple[int, List[str]]:
        return int(answer.get("start", 0)), list(answer.get("matches") or [])

    @staticmethod
    def _raise_line(call: int, exc: BaseException) -> bytes:
        # str(KeyError("k")) is "'k'": send the argument, which the sandbox's
        # KeyError("k") shows the same way.
        message = exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], str) else str(exc)
        msg = {"action": "raise", "call": call, "exception": type(exc).__name__, "message": message}
        return (json.dumps(msg, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")

