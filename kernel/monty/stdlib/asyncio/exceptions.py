"""The exceptions asyncio raises."""

__all__ = ('BrokenBarrierError', 'CancelledError', 'InvalidStateError',
           'TimeoutError', 'IncompleteReadError', 'LimitOverrunError',
           'SendfileNotAvailableError')

# Since 3.11 asyncio's timeout is the builtin one.
TimeoutError = TimeoutError


def _simple(name, base, doc):
    return type(name, (base,), {'__doc__': doc, '__module__': __name__})


# A BaseException, so that a bare `except Exception` does not swallow it.
CancelledError = _simple('CancelledError', BaseException,
                         'The task or future was cancelled.')
InvalidStateError = _simple('InvalidStateError', Exception,
                            'The future is not in a state that allows the operation.')
SendfileNotAvailableError = _simple('SendfileNotAvailableError', RuntimeError,
                                    'sendfile is not available for this socket or file.')
BrokenBarrierError = _simple('BrokenBarrierError', RuntimeError,
                             'A Barrier was broken while a task waited on it.')


class IncompleteReadError(EOFError):
    """The stream ended before `expected` bytes were read."""

    def __init__(self, partial: bytes, expected):
        wanted = 'undefined' if expected is None else repr(expected)
        super().__init__(f'{len(partial)} bytes read on a total of {wanted} expected bytes')
        self.partial, self.expected = partial, expected

    def __reduce__(self):
        return (IncompleteReadError, (self.partial, self.expected))


class LimitOverrunError(Exception):
    """A separator was not found within the buffer limit; `consumed` bytes
    are to be skipped."""

    def __init__(self, message: str, consumed: int):
        Exception.__init__(self, message)
        self.consumed: int = consumed

    def __reduce__(self):
        return (LimitOverrunError, (self.args[0], self.consumed))
