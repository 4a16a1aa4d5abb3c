"""Finding the backyard binary."""

from __future__ import annotations

import os
import shutil

from .errors import BackyardNotFoundError

ENV = "BACKYARD_BIN"


def find_binary() -> str:
    """The path of the backyard binary: $BACKYARD_BIN, else the one bundled in this
    package (backyard/bin/backyard), else backyard on PATH."""
    env = os.environ.get(ENV)
    if env:
        if os.path.isfile(env) and os.access(env, os.X_OK):
            return env
        raise BackyardNotFoundError(
            "%s=%s is not an executable file: point it at the backyard binary "
            "(make build writes bin/backyard), or unset it to use the one on PATH" % (ENV, env)
        )
    bundled = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", "backyard")
    if os.path.isfile(bundled) and os.access(bundled, os.X_OK):
        return bundled
    found = shutil.which("backyard")
    if found:
        return found
    raise BackyardNotFoundError(
        "the backyard binary was not found: set %s to its path, or put it on PATH "
        "(in a clone of the repository: make build, then export %s=$PWD/bin/backyard; "
        "or go install github.com/backyard-dev/backyard/cmd/backyard@latest)" % (ENV, ENV)
    )
