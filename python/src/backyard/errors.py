"""The errors the sandbox itself raises.

A Python exception in the sandboxed code is not one of these: it is a result with
``success`` false (and ``failed`` true). These report what kept the sandbox from running
the code, or a limit it hit outside a cell.
"""

from __future__ import annotations

from typing import Any, Optional

__all__ = [
    "SandboxError",
    "SandboxTimeoutError",
    "SandboxMemoryError",
    "SandboxNotSupportedError",
    "SandboxPermissionError",
    "BackyardNotFoundError",
]


class SandboxError(Exception):
    """Base class of every error of the sandbox.

    ``result`` is the run's result when there was one (a write that read-only mode
    refused still ran the code up to the write).
    """

    def __init__(self, message: str, result: Optional[Any] = None) -> None:
        super().__init__(message)
        self.result = result


class SandboxTimeoutError(SandboxError):
    """An operation of the sandbox itself ran out of time (starting a container, a
    replay). A cell that runs too long is a result with ``timed_out`` set."""


class SandboxMemoryError(SandboxError):
    """The sandbox hit a memory limit outside a cell. A cell that runs out of memory is
    a result with ``memory_limit_hit`` set."""


class SandboxNotSupportedError(SandboxError):
    """The code needs what the kernel cannot give, and the session cannot convert: a
    monty-only sandbox met an import monty lacks, or auto mode would have to replay cells
    that changed workspace files."""


class SandboxPermissionError(SandboxError):
    """The code wrote to the workspace while write access was not granted."""


class BackyardNotFoundError(SandboxError, FileNotFoundError):
    """No ``backyard`` binary was found to run the sandbox."""


# The wire's error_type for each sandbox error kind.
_BY_KIND = {
    "timeout": SandboxTimeoutError,
    "memory": SandboxMemoryError,
    "not_supported": SandboxNotSupportedError,
    "permission": SandboxPermissionError,
}


def error_for(kind: str, message: str, result: Optional[Any] = None) -> SandboxError:
    """The exception for a sandbox error of the wire's kind."""
    return _BY_KIND.get(kind, SandboxError)(message, result)
