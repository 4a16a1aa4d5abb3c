"""What a run returns, and how values cross to and from the sandbox."""

from __future__ import annotations

import base64
import datetime
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

__all__ = ["ExecutionResult", "FileChange", "FileChanges", "Display", "encode", "decode"]

# JSON has no bytes: b"hi" travels as {"__bytes__": "aGk="}.
_BYTES_KEY = "__bytes__"


def encode(value: Any, _depth: int = 0) -> Any:
    """Turn a Python value into JSON data for the sandbox: None, bool, int, float, str,
    bytes, and lists, tuples, sets and str-keyed dicts of them."""
    if _depth > 100:
        raise ValueError("value nested too deeply to pass to the sandbox")
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (bytes, bytearray)):
        return {_BYTES_KEY: base64.b64encode(bytes(value)).decode("ascii")}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [encode(v, _depth + 1) for v in value]
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise TypeError("cannot pass a dict with a %s key to the sandbox (keys must be str)" % type(k).__name__)
            out[k] = encode(v, _depth + 1)
        return out
    raise TypeError(
        "cannot pass %s to the sandbox (pass None, bool, int, float, str, bytes, "
        "or lists, tuples and dicts of them)" % type(value).__name__
    )


def decode(data: Any) -> Any:
    """Rebuild a value the sandbox sent as JSON data."""
    if isinstance(data, list):
        return [decode(v) for v in data]
    if isinstance(data, dict):
        if len(data) == 1 and isinstance(data.get(_BYTES_KEY), str):
            return base64.b64decode(data[_BYTES_KEY])
        return {k: decode(v) for k, v in data.items()}
    return data


@dataclass(frozen=True)
class FileChange:
    """One file a run added, modified or deleted."""

    change_type: str  # "added", "modified" or "deleted"
    path: str  # the file's path inside the sandbox, under /sandbox
    timestamp: datetime.datetime  # when the change was seen (UTC)

    @classmethod
    def _from_wire(cls, d: Dict[str, Any]) -> "FileChange":
        ts = datetime.datetime.fromtimestamp(float(d.get("timestamp", 0)), tz=datetime.timezone.utc)
        return cls(change_type=d.get("change_type", ""), path=d.get("path", ""), timestamp=ts)


@dataclass(frozen=True)
class FileChanges:
    """What a run did to the workspace. ``added``, ``modified`` and ``deleted`` are the
    paths; ``all_changes`` has every change with its kind and time."""

    all_changes: List[FileChange] = field(default_factory=list)

    @property
    def has_changes(self) -> bool:
        return bool(self.all_changes)

    def _paths(self, kind: str) -> List[str]:
        return [c.path for c in self.all_changes if c.change_type == kind]

    @property
    def added(self) -> List[str]:
        return self._paths("added")

    @property
    def modified(self) -> List[str]:
        return self._paths("modified")

    @property
    def deleted(self) -> List[str]:
        return self._paths("deleted")

    def __bool__(self) -> bool:
        # An empty set of changes is still a tracked one: `if result.file_changes`
        # means "tracked", has_changes says whether anything changed.
        return True

    @classmethod
    def _from_wire(cls, d: Optional[Dict[str, Any]]) -> Optional["FileChanges"]:
        if d is None:
            return None
        changes = []
        for kind in ("added", "modified", "deleted"):
            changes += [FileChange._from_wire(c) for c in d.get(kind) or []]
        return cls(all_changes=changes)


@dataclass(frozen=True)
class Display:
    """A figure the code showed: bytes of one MIME type."""

    mime_type: str
    data: bytes


@dataclass
class ExecutionResult:
    """What one run of code did.

    ``result`` is the value of the code's last expression (as a notebook's Out): the
    Python value rebuilt from its JSON form when it has one (numbers, strings, lists,
    dicts, numpy scalars and 1-d arrays as lists), else its repr; None when there is
    none. ``repr`` is always its repr.
    """

    stdout: str = ""
    stderr: str = ""
    success: bool = False
    result: Any = None
    file_changes: Optional[FileChanges] = None
    duration_sec: float = 0.0
    timed_out: bool = False
    memory_limit_hit: bool = False
    backend: str = ""
    repr: Optional[str] = None
    error: Optional[str] = None  # "Type: message"
    error_type: Optional[str] = None
    traceback: Optional[str] = None
    displays: List[Display] = field(default_factory=list)
    conversion: Optional[Dict[str, Any]] = None

    @property
    def failed(self) -> bool:
        """Whether the code raised, timed out, ran out of memory or could not run."""
        return not self.success

    @classmethod
    def _from_wire(cls, d: Dict[str, Any]) -> "ExecutionResult":
        displays = []
        for x in d.get("displays") or []:
            data = base64.b64decode(x["data"]) if x.get("data") else b""
            displays.append(Display(mime_type=x.get("mime_type", ""), data=data))
        return cls(
            stdout=d.get("stdout", ""),
            stderr=d.get("stderr", ""),
            success=bool(d.get("success")),
            result=decode(d.get("result")),
            file_changes=FileChanges._from_wire(d.get("file_changes")),
            duration_sec=float(d.get("duration_sec", 0.0)),
            timed_out=bool(d.get("timed_out")),
            memory_limit_hit=bool(d.get("memory_limit_hit")),
            backend=d.get("backend", ""),
            repr=d.get("repr"),
            error=d.get("error"),
            error_type=d.get("error_type"),
            traceback=d.get("traceback"),
            displays=displays,
            conversion=d.get("conversion"),
        )
