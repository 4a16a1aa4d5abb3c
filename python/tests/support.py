"""Helpers of the client's tests.

The tests run the real backyard binary ($BACKYARD_BIN). Tests that need a container
engine run when BACKYARD_TEST_CONTAINER=1; the Go test that drives this suite sets it
when an engine answers, and in CI fails when none does.
"""

import contextlib
import io
import os
import unittest

import backyard

CONTAINER = os.environ.get("BACKYARD_TEST_CONTAINER") == "1"

needs_container = unittest.skipUnless(CONTAINER, "needs a container engine (BACKYARD_TEST_CONTAINER=1)")


class Tracked:
    """Sandbox classes that remember their instances, to close them after a test, and
    that default to a sandbox type (the same code then runs on monty or a container)."""

    def __init__(self, default_type="auto"):
        self.made = []
        tracker = self

        class Sandbox(backyard.Sandbox):
            def __init__(self, *args, **kwargs):
                if len(args) < 8:
                    kwargs.setdefault("sandbox_type", default_type)
                super().__init__(*args, **kwargs)
                tracker.made.append(self)

        self.Sandbox = Sandbox

    def close_all(self):
        for sb in self.made:
            sb.close()


@contextlib.contextmanager
def patched_sandbox(tracked):
    """Make `from backyard import Sandbox` give tracked.Sandbox."""
    saved = backyard.Sandbox
    backyard.Sandbox = tracked.Sandbox
    try:
        yield
    finally:
        backyard.Sandbox = saved


def run_block(code, namespace):
    """exec a block in namespace and return what it printed."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "<guide>", "exec"), namespace)
    return out.getvalue()


def shared_dir(parent, name):
    """A workspace folder the container's unprivileged user may write."""
    path = os.path.join(parent, name)
    os.mkdir(path)
    os.chmod(path, 0o777)
    return path
