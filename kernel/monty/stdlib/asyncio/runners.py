"""asyncio.run() and Runner: run coroutines on a loop of their own."""

__all__ = ('run', 'Runner')

from .coroutines import iscoroutine
from . import events
from . import tasks


class Runner:
    """A loop made on first use, on which run() runs coroutines one after
    another; close() (or leaving the `with` block) cancels what is left."""

    def __init__(self, *, debug=None, loop_factory=None) -> None:
        self._settings = (debug, loop_factory)
        self._own_loop = None
        self._closed = False

    def __enter__(self) -> 'Runner':
        self._prepare()
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def close(self) -> None:
        """Cancel the remaining tasks and close the loop."""
        loop = self._own_loop
        if loop is None or self._closed:
            return
        try:
            _finish_leftovers(loop)
            for cleanup in (loop.shutdown_asyncgens, loop.shutdown_default_executor):
                loop.run_until_complete(cleanup())
        finally:
            if self._settings[1] is None:
                events.set_event_loop(None)
            loop.close()
            self._own_loop = None
            self._closed = True

    def get_loop(self):
        """The runner's loop (made now if needed)."""
        return self._prepare()

    def run(self, coro, *, context=None) -> object:
        """Run coro to its end on the loop; return its result."""
        if not iscoroutine(coro):
            raise ValueError(f'a coroutine was expected, got {coro!r}')
        if events._get_running_loop():
            raise RuntimeError('Runner.run() cannot be called from a running event loop')
        loop = self._prepare()
        extra = {} if context is None else {'context': context}
        return loop.run_until_complete(loop.create_task(coro, **extra))

    def _prepare(self):
        if self._closed:
            raise RuntimeError('Runner is closed')
        if self._own_loop is None:
            debug, factory = self._settings
            if factory is None:
                loop = events.new_event_loop()
                events.set_event_loop(loop)
            else:
                loop = factory()
            if debug is not None:
                loop.set_debug(debug)
            self._own_loop = loop
        return self._own_loop


def run(main, *, debug=None) -> object:
    """Run the coroutine main on a new loop, close the loop, return
    main's result."""
    if events._get_running_loop():
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    runner = Runner(debug=debug)
    with runner:
        return runner.run(main)


def _finish_leftovers(loop):
    """Cancel the tasks still pending on loop and let them end; report the
    errors any of them ended with instead."""
    pending = tasks.all_tasks(loop)
    if not pending:
        return
    for task in pending:
        task.cancel()
    loop.run_until_complete(tasks.gather(*pending, return_exceptions=True))
    for task in pending:
        err = None if task.cancelled() else task.exception()
        if err is not None:
            loop.call_exception_handler({
                'message': 'unhandled exception during asyncio.run() shutdown',
                'exception': err, 'task': task})
