"""TaskGroup: tasks that end together, their errors gathered in an
ExceptionGroup."""

__all__ = ('TaskGroup',)

from . import events
from .exceptions import CancelledError


def _is_fatal(exc):
    # Errors that end the group at once and come out on their own.
    return isinstance(exc, (KeyboardInterrupt, SystemExit))


class TaskGroup:
    """`async with TaskGroup() as tg:` then `tg.create_task(...)`. The block
    exits once every task is done. The first task error cancels the others
    and the parent; all errors come out as one ExceptionGroup."""

    def __init__(self) -> None:
        self._loop = self._parent = self._fatal = self._all_done = None
        self._was_entered = self._leaving = self._stopping = False
        # Whether we cancelled the parent ourselves, to wake it for the errors.
        self._woke_parent = False
        self._members = set()
        self._failures = []

    def __repr__(self):
        words = []
        if self._members:
            words.append(f'tasks={len(self._members)}')
        if self._failures:
            words.append(f'errors={len(self._failures)}')
        if self._stopping:
            words.append('cancelling')
        elif self._was_entered:
            words.append('entered')
        return '<TaskGroup' + ''.join(' ' + w for w in words) + '>'

    async def __aenter__(self) -> 'TaskGroup':
        if self._was_entered:
            raise RuntimeError(f'TaskGroup {self!r} has already been entered')
        self._was_entered = True
        self._loop = self._loop or events.get_running_loop()
        from .tasks import current_task
        self._parent = current_task(self._loop)
        if self._parent is None:
            raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
        return self

    async def __aexit__(self, et, exc, tb):
        self._leaving = True
        pass_on = None
        if exc is not None and _is_fatal(exc) and self._fatal is None:
            self._fatal = exc
        if et is not None:
            # A cancellation we caused to wake the parent is swallowed.
            if et is CancelledError:
                ours = self._woke_parent and not self._parent.uncancel()
                if not ours:
                    pass_on = exc
            if not self._stopping:
                self._stop_all()
        while self._members:
            self._all_done = self._loop.create_future()
            try:
                await self._all_done
            except CancelledError as err:
                # Cancelled from outside while we waited for the members.
                if not self._stopping:
                    pass_on = err
                    self._stop_all()
            self._all_done = None
        if self._fatal is not None:
            raise self._fatal
        if pass_on is not None and not self._failures:
            raise pass_on
        if et is not None and et is not CancelledError:
            self._failures.append(exc)
        if not self._failures:
            return None
        failures, self._failures = self._failures, None
        try:
            raise BaseExceptionGroup('unhandled errors in a TaskGroup', failures) from None
        finally:
            failures = None

    def create_task(self, coro, *, name=None, context=None):
        """Start coro as a task of the group."""
        if not self._was_entered:
            problem = 'has not been entered'
        elif self._leaving and not self._members:
            problem = 'is finished'
        elif self._stopping:
            problem = 'is shutting down'
        else:
            problem = None
        if problem:
            raise RuntimeError(f'TaskGroup {self!r} {problem}')
        extra = {} if context is None else {'context': context}
        member = self._loop.create_task(coro, **extra)
        if name is not None:
            member.set_name(name)
        if member.done():
            self._member_done(member)
        else:
            self._members.add(member)
            member.add_done_callback(self._member_done)
        return member

    def _stop_all(self):
        self._stopping = True
        for member in self._members:
            if not member.done():
                member.cancel()

    def _member_done(self, member):
        self._members.discard(member)
        waiting = self._all_done
        if waiting is not None and not waiting.done() and not self._members:
            waiting.set_result(True)
        err = None if member.cancelled() else member.exception()
        if err is None:
            return
        self._failures.append(err)
        if self._fatal is None and _is_fatal(err):
            self._fatal = err
        if self._parent.done():
            # Nobody is left to see this error: report it.
            self._loop.call_exception_handler({
                'message': (f'Task {member!r} has errored out but its parent '
                            f'task {self._parent} is already completed'),
                'exception': err, 'task': member})
        elif not (self._stopping or self._woke_parent):
            self._stop_all()
            self._woke_parent = True
            self._parent.cancel()
