"""The binding of synchronization primitives to an event loop."""

from . import events


class _LoopBoundMixin:
    # The loop is fixed by the first use inside a running loop.
    _loop = None

    def _get_loop(self):
        running = events._get_running_loop()
        if self._loop is None:
            self._loop = running
        if running is not self._loop:
            raise RuntimeError(f'{self!r} is bound to a different event loop')
        return running
