# The built-in exception hierarchy.
def chain(cls):
    return " -> ".join(c.__name__ for c in cls.__mro__)
for cls in [BaseException, Exception, ArithmeticError, ZeroDivisionError,
            OverflowError, FloatingPointError, AssertionError, AttributeError,
            BufferError, EOFError, ImportError, ModuleNotFoundError, LookupError,
            IndexError, KeyError, MemoryError, NameError, UnboundLocalError,
            OSError, FileNotFoundError, FileExistsError, PermissionError,
            IsADirectoryError, NotADirectoryError, TimeoutError, ConnectionError,
            BrokenPipeError, ConnectionResetError, ConnectionRefusedError,
            ConnectionAbortedError, BlockingIOError, ChildProcessError,
            InterruptedError, ProcessLookupError, ReferenceError, RuntimeError,
            NotImplementedError, RecursionError, StopIteration, StopAsyncIteration,
            SyntaxError, IndentationError, TabError, SystemError, TypeError,
            ValueError, UnicodeError, UnicodeDecodeError, UnicodeEncodeError,
            UnicodeTranslateError, Warning, UserWarning, DeprecationWarning,
            PendingDeprecationWarning, SyntaxWarning, RuntimeWarning, FutureWarning,
            ImportWarning, UnicodeWarning, BytesWarning, ResourceWarning,
            EncodingWarning, GeneratorExit, KeyboardInterrupt, SystemExit,
            BaseExceptionGroup, ExceptionGroup]:
    print(chain(cls))
print(IOError is OSError, EnvironmentError is OSError)
print(issubclass(KeyboardInterrupt, Exception), issubclass(SystemExit, Exception))
print(issubclass(ExceptionGroup, Exception), issubclass(BaseExceptionGroup, Exception))
