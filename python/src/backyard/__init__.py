"""backyard: fast Python sandboxes for AI agents.

    from backyard import Sandbox

    with Sandbox() as sb:
        result = sb.run("sum(x)", x=[1, 2, 3])
        print(result.result)  # 6

Code runs on monty, backyard's own interpreter, and moves to a container (CPython in
Docker or Podman) when it needs more, keeping the session's variables. The package drives
the backyard binary (`backyard serve`), found through $BACKYARD_BIN, a copy bundled in the
package, or PATH.
"""

from ._async import AsyncSandbox
from .batch import run_batch
from .errors import (
    SandboxError,
    SandboxMemoryError,
    SandboxNotSupportedError,
    SandboxPermissionError,
    SandboxTimeoutError,
)
from .results import ExecutionResult, FileChange, FileChanges
from .sandbox import ReplayPhase, Sandbox, SandboxType

__version__ = "0.4.0"

__all__ = [
    "Sandbox",
    "AsyncSandbox",
    "SandboxType",
    "ReplayPhase",
    "ExecutionResult",
    "FileChange",
    "FileChanges",
    "run_batch",
    "SandboxError",
    "SandboxTimeoutError",
    "SandboxMemoryError",
    "SandboxNotSupportedError",
    "SandboxPermissionError",
]
