"""Scoring many snippets in parallel, each in a fresh interpreter."""

from __future__ import annotations

import json
import subprocess
from typing import Any, Dict, Iterable, List, Optional, Union

from . import errors
from ._binary import find_binary
from .results import ExecutionResult, encode

__all__ = ["run_batch"]

Snippet = Union[str, Dict[str, Any]]


def run_batch(
    snippets: Iterable[Snippet],
    workers: Optional[int] = None,
    max_duration_sec: Optional[float] = None,
    max_memory_mb: Optional[int] = None,
    *,
    binary: Optional[str] = None,
) -> List[ExecutionResult]:
    """Run each snippet on monty in a fresh interpreter, `workers` at a time (default
    one per core), and return their results in the snippets' order.

    A snippet is code, or a dict with "code" and optionally "inputs" (variables by
    name), "timeout" (seconds) and "memory_mb". max_duration_sec and max_memory_mb are
    the limits of every snippet that sets none. A snippet that raises, times out or runs
    out of memory is a failed result, not an error.
    """
    lines = []
    for s in snippets:
        d: Dict[str, Any] = {"code": s} if isinstance(s, str) else dict(s)
        if not isinstance(d.get("code"), str):
            raise TypeError("a snippet is a str of code or a dict with a str 'code', got %r" % (s,))
        if "inputs" in d:
            d["inputs"] = {k: encode(v) for k, v in d["inputs"].items()}
        lines.append(json.dumps(d, ensure_ascii=False))
    if not lines:
        return []
    args = [binary or find_binary(), "run", "--batch", "-"]
    if workers is not None:
        if workers < 1:
            raise ValueError("workers must be 1 or more, got %r" % (workers,))
        args += ["--workers", str(workers)]
    if max_duration_sec is not None:
        args += ["--timeout", "%.6fs" % float(max_duration_sec)]
    if max_memory_mb is not None:
        args += ["--memory", str(int(max_memory_mb))]
    try:
        done = subprocess.run(args, input="\n".join(lines).encode("utf-8") + b"\n", capture_output=True, check=False)
    except OSError as e:
        raise errors.SandboxError("could not start %s: %s" % (args[0], e)) from e
    if done.returncode != 0:
        raise errors.SandboxError(
            "backyard run --batch exited %d: %s" % (done.returncode, done.stderr.decode("utf-8", "replace").strip())
        )
    results: List[Optional[ExecutionResult]] = [None] * len(lines)
    for line in done.stdout.splitlines():
        d = json.loads(line)
        results[d["index"]] = ExecutionResult._from_wire(d)
    missing = [i for i, r in enumerate(results) if r is None]
    if missing:
        raise errors.SandboxError("backyard run --batch gave no result for snippets %s" % missing)
    return results  # type: ignore[return-value]
