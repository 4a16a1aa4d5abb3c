"""asyncio for monty: one event loop of callbacks and timers that runs
coroutines as tasks, with futures, the task combinators, TaskGroup,
timeouts, locks and queues. There are no sockets, subprocesses or threads
in the sandbox; run_in_executor and to_thread call the function in place.
"""

from . import (coroutines, events, exceptions, futures, locks, queues,
               runners, taskgroups, tasks, timeouts)

BaseEventLoop = events.BaseEventLoop
TaskGroup = taskgroups.TaskGroup

# The public names of the parts; as in CPython 3.11, TaskGroup is
# importable but not listed in __all__.
__all__ = ()
for _part in (coroutines, events, exceptions, futures, locks, queues,
              runners, tasks, timeouts):
    for _name in _part.__all__:
        globals()[_name] = getattr(_part, _name)
    __all__ += tuple(_part.__all__)
del _part, _name
