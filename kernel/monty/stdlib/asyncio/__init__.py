"""asyncio: a single-threaded event loop for coroutines, in Python.

This asyncio has the event loop, futures and tasks, the combinators
(gather, wait, wait_for, as_completed, shield, timeout), TaskGroup, the
synchronization primitives and queues. It has no sockets, subprocesses or
threads: the sandbox gives none. Timers really sleep, bounded under monty
by the cell's deadline.
"""

from .coroutines import *
from .events import *
from .exceptions import *
from .futures import *
from .locks import *
from .queues import *
from .runners import *
from .taskgroups import *
from .tasks import *
from .timeouts import *

from . import coroutines, events, exceptions, futures, locks, queues
from . import runners, taskgroups, tasks, timeouts

__all__ = (tuple(coroutines.__all__) +
           tuple(events.__all__) +
           tuple(exceptions.__all__) +
           tuple(futures.__all__) +
           tuple(locks.__all__) +
           tuple(queues.__all__) +
           tuple(runners.__all__) +
           tuple(taskgroups.__all__) +
           tuple(tasks.__all__) +
           tuple(timeouts.__all__))
