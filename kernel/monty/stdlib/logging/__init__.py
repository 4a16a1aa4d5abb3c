"""Logging for monty: loggers in a dotted hierarchy, handlers, formatters.

Written for monty from the documented behaviour of CPython 3.11's logging
package. monty runs one thread, so the locks are stand-ins.
"""

import io
import os
import sys
import time
import traceback
import string as _string

from collections.abc import Mapping

from _logging import set_fields

__all__ = [
    "BASIC_FORMAT", "BufferingFormatter", "CRITICAL", "DEBUG", "ERROR", "FATAL",
    "FileHandler", "Filter", "Formatter", "Handler", "INFO", "LogRecord",
    "Logger", "LoggerAdapter", "NOTSET", "NullHandler", "StreamHandler",
    "WARN", "WARNING", "addLevelName", "basicConfig", "captureWarnings",
    "critical", "debug", "disable", "error", "exception", "fatal",
    "getLevelName", "getLogger", "getLoggerClass", "info", "log",
    "makeLogRecord", "setLoggerClass", "shutdown", "warn", "warning",
    "getLogRecordFactory", "setLogRecordFactory", "lastResort",
    "raiseExceptions", "getLevelNamesMapping",
]

Template = _string.Template

# Frames of this file are skipped when the caller of a logging call is
# looked for.
_srcfile = sys._getframe(0).f_code.co_filename

# Switches the documentation names: report errors in handlers, and fill in
# the thread and process fields of records.
raiseExceptions = logThreads = logMultiprocessing = logProcesses = True

_startTime, _pid = time.time(), os.getpid()

# ---------------------------------------------------------------- levels

CRITICAL, ERROR, WARNING, INFO, DEBUG, NOTSET = 50, 40, 30, 20, 10, 0
FATAL = CRITICAL
WARN = WARNING

_levelToName = {50: "CRITICAL", 40: "ERROR", 30: "WARNING", 20: "INFO", 10: "DEBUG", 0: "NOTSET"}
_nameToLevel = {name: number for number, name in _levelToName.items()}
_nameToLevel.update(FATAL=FATAL, WARN=WARN)
_nameToLevel = dict(sorted(_nameToLevel.items(), key=lambda kv: (-kv[1], kv[0])))


def getLevelNamesMapping():
    """A copy of the name -> level table."""
    return dict(_nameToLevel)


def getLevelName(lvl):
    """The name of a numeric level, the number of a level name, or 'Level %s'."""
    if lvl in _levelToName:
        return _levelToName[lvl]
    if lvl in _nameToLevel:
        return _nameToLevel[lvl]
    return f"Level {lvl}"


def addLevelName(lvl, label):
    """Make label the name of the numeric level lvl, in both tables."""
    _levelToName[lvl], _nameToLevel[label] = label, lvl


def _checkLevel(lvl):
    """lvl as a number; names are looked up, anything else refused."""
    if isinstance(lvl, int):
        return lvl
    if str(lvl) != lvl:
        raise TypeError("Level not an integer or a valid string: %r" % (lvl,))
    try:
        return _nameToLevel[lvl]
    except KeyError:
        raise ValueError(f"Unknown level: {lvl!r}") from None


class _NoLock:
    """What a lock is in a one-thread interpreter."""

    def acquire(self, blocking=True, timeout=-1):
        return True

    def release(self):
        pass

    __enter__ = acquire

    def __exit__(self, *exc):
        return False


_lock = _NoLock()
_acquireLock = _releaseLock = _lock.release


def currentframe():
    """The frame of the caller."""
    return sys._getframe(1)


def _is_internal_frame(fr):
    path = fr.f_code.co_filename
    return path == _srcfile or ("importlib" in path and "_bootstrap" in path)


# ---------------------------------------------------------------- records

# A process's records come from a handful of files: their basename and
# module name are worked out once per path.
_path_parts = {}


def _split_path(path):
    try:
        base = os.path.basename(path)
        parts = base, os.path.splitext(base)[0]
    except (AttributeError, TypeError, ValueError):
        return path, "Unknown module"
    if len(_path_parts) < 1000:
        _path_parts[path] = parts
    return parts


_NOT_MAPPINGS = frozenset((str, int, float, bool, bytes, tuple, list, type(None)))

# A record's attributes, in the order CPython sets them (vars(record) shows it).
_RECORD_FIELDS = (
    "name", "msg", "args", "levelname", "levelno", "pathname", "filename", "module",
    "exc_info", "exc_text", "stack_info", "lineno", "funcName", "created", "msecs",
    "relativeCreated", "thread", "threadName", "processName", "process",
)


class LogRecord:
    """One event being logged: the message, its arguments and where it came from."""

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info,
                 func=None, sinfo=None, **kwargs):
        now = time.time()
        # log("%(a)s", {"a": 1}): a lone non-empty mapping is the argument mapping.
        if args and len(args) == 1:
            only = args[0]
            # The ABC check is slow: the usual arguments skip it.
            if only and type(only) not in _NOT_MAPPINGS and isinstance(only, Mapping):
                args = only
        try:
            base, mod = _path_parts[pathname]
        except (KeyError, TypeError):
            base, mod = _split_path(pathname)
        label = _levelToName.get(level)
        if label is None:
            label = getLevelName(level)
        set_fields(
            self, _RECORD_FIELDS, name, msg, args, label, level, pathname, base,
            mod, exc_info, None, sinfo, lineno, func, now, int((now - int(now)) * 1000) + 0.0,
            (now - _startTime) * 1000, 1 if logThreads else None,
            "MainThread" if logThreads else None,
            "MainProcess" if logMultiprocessing else None, _pid if logProcesses else None)

    def __repr__(self):
        return f'<LogRecord: {self.name}, {self.levelno}, {self.pathname}, {self.lineno}, "{self.msg}">'

    def getMessage(self):
        """The message text: msg made a string, merged with args by % when there are any.

        Called by Formatter.format, which stores the result as rec.message.
        """
        text = self.msg
        if type(text) is not str:
            text = str(text)
        return text % self.args if self.args else text


# What Logger.makeRecord calls; setLogRecordFactory swaps it.
_record_factory = LogRecord


def setLogRecordFactory(factory):
    """Use factory instead of LogRecord to make records.

    factory is called as LogRecord is, and returns the record to process.
    """
    global _record_factory
    _record_factory = factory


def getLogRecordFactory():
    """The callable that makes records (LogRecord unless replaced)."""
    return _record_factory


def makeLogRecord(attrs):
    """A record whose attributes are those of the dict attrs (used to rebuild a sent record)."""
    rec = _record_factory(None, None, "", 0, "", (), None, None)
    vars(rec).update(attrs)
    return rec


# ---------------------------------------------------------------- styles

_PERCENT_FIELD = r"%\(\w+\)[#0+ -]*(\*|\d+)?(\.(\*|\d+))?[diouxefgcrsa%]"
_BRACE_FIELD = r"\w+(\.\w+|\[[^]]+\])*"
_BRACE_SPEC = r"(.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?(\.(\d+|{\w+}))?[bcdefgnosx%]?"


class PercentStyle:
    """%(name)s fields, merged with the record's attributes by %."""

    default_format = "%(message)s"
    asctime_format = "%(asctime)s"
    asctime_search = "%(asctime)"
    validation_pattern = _PERCENT_FIELD

    def __init__(self, fmt, *, defaults=None):
        # defaults: values for fields the record lacks.
        self._fmt, self._defaults = fmt or self.default_format, defaults

    def usesTime(self):
        """Whether the format has an asctime field (so records need their time text)."""
        return self.asctime_search in self._fmt

    def validate(self):
        import re
        if re.search(self.validation_pattern, self._fmt) is None:
            raise ValueError(f"Invalid format '{self._fmt}' for '%' style")

    def _values(self, rec):
        if not self._defaults:
            return rec.__dict__
        merged = self._defaults.copy()
        merged.update(rec.__dict__)
        return merged

    def _format(self, rec):
        if self._defaults:
            return self._fmt % self._values(rec)
        return self._fmt % rec.__dict__

    def format(self, rec):
        try:
            return self._format(rec)
        except KeyError as missing:
            raise ValueError("Formatting field not found in record: %s" % missing)


class StrFormatStyle(PercentStyle):
    """{name} fields, merged by str.format."""

    default_format = "{message}"
    asctime_format = "{asctime}"
    asctime_search = "{asctime"

    def _format(self, rec):
        return self._fmt.format_map(self._values(rec))

    def validate(self):
        import re
        names = 0
        try:
            for _text, field, spec, conv in _string.Formatter().parse(self._fmt):
                if not field:
                    continue
                names += 1
                if re.fullmatch(_BRACE_FIELD, field) is None:
                    raise ValueError("invalid field name/expression: %r" % field)
                if conv and conv not in "rsa":
                    raise ValueError("invalid conversion: %r" % conv)
                if spec and re.fullmatch(_BRACE_SPEC, spec, re.I) is None:
                    raise ValueError("bad specifier: %r" % spec)
        except ValueError as bad:
            raise ValueError(f"invalid format: {bad}")
        if not names:
            raise ValueError("invalid format: no fields")


class StringTemplateStyle(PercentStyle):
    """$name fields, merged by string.Template."""

    default_format = "${message}"
    asctime_format = "${asctime}"
    asctime_search = "${asctime}"

    def usesTime(self):
        return "$asctime" in self._fmt or "${asctime}" in self._fmt

    def validate(self):
        names = 0
        for m in _string.Template.pattern.finditer(self._fmt):
            parts = m.groupdict()
            if parts["named"] or parts["braced"]:
                names += 1
            elif parts["invalid"] is not None:
                raise ValueError("invalid format: bare '$' not allowed")
        if not names:
            raise ValueError("invalid format: no fields")

    def _format(self, rec):
        tpl = self.__dict__.get("_tpl")
        if tpl is None:
            tpl = self._tpl = _string.Template(self._fmt)
        return tpl.substitute(self._values(rec))


BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"

# style -> (its class, basicConfig's format in it)
_STYLES = {
    "%": (PercentStyle, BASIC_FORMAT),
    "{": (StrFormatStyle, "{levelname}:{name}:{message}"),
    "$": (StringTemplateStyle, "${levelname}:${name}:${message}"),
}


def _style_class(style):
    try:
        return _STYLES[style][0]
    except KeyError:
        raise ValueError("Style must be one of: " + ",".join(_STYLES)) from None


# ---------------------------------------------------------------- formatters

class Formatter:
    """Turns a record into text, by a format string in one of three styles."""

    converter = staticmethod(time.localtime)
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        how = _style_class(style)(fmt, defaults=defaults)
        if validate:
            how.validate()
        self._style, self._fmt, self.datefmt = how, how._fmt, datefmt
        # The records of one second share their time text (see formatTime).
        self._second = self._second_text = None

    def formatTime(self, rec, datefmt=None):
        """rec.created as text: by datefmt, else ISO-like with milliseconds."""
        created = rec.created
        key = int(created), datefmt, self.converter, self.default_time_format
        if key != self._second:
            stamp = time.strftime(datefmt or self.default_time_format, self.converter(created))
            self._second, self._second_text = key, stamp
        stamp = self._second_text
        if datefmt or not self.default_msec_format:
            return stamp
        return self.default_msec_format % (stamp, rec.msecs)

    def formatException(self, ei):
        """The traceback of exc_info as CPython prints it, without the last newline."""
        kind, value, tb = ei
        return "".join(traceback.format_exception(kind, value, tb)).removesuffix("\n")

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, rec):
        return self._style.format(rec)

    def formatStack(self, stack_text):
        return stack_text

    def format(self, rec):
        """The record's text: message, then traceback and stack if any."""
        rec.message = rec.getMessage()
        if self.usesTime():
            rec.asctime = self.formatTime(rec, self.datefmt)
        text = self.formatMessage(rec)
        if rec.exc_info and not rec.exc_text:
            rec.exc_text = self.formatException(rec.exc_info)
        if rec.exc_text or rec.stack_info:
            for tail in (rec.exc_text, rec.stack_info and self.formatStack(rec.stack_info)):
                if tail:
                    text = (text if text.endswith("\n") else text + "\n") + tail
        return text


_defaultFormatter = Formatter()


class BufferingFormatter:
    """Formats a batch of records, with an optional header and footer."""

    def __init__(self, linefmt=None):
        self.linefmt = linefmt or _defaultFormatter

    def formatHeader(self, recs):
        return ""

    def formatFooter(self, recs):
        return ""

    def format(self, recs):
        if not recs:
            return ""
        lines = [self.linefmt.format(r) for r in recs]
        return self.formatHeader(recs) + "".join(lines) + self.formatFooter(recs)


# ---------------------------------------------------------------- filters

class Filter:
    """Lets through the records of one logger and its descendants."""

    def __init__(self, name=""):
        self.name, self.nlen = name, len(name)

    def filter(self, rec):
        if self.nlen == 0 or rec.name == self.name:
            return True
        return rec.name[:self.nlen] == self.name and rec.name[self.nlen:self.nlen + 1] == "."


class Filterer:
    """Something that holds filters: loggers and handlers."""

    def __init__(self):
        self.filters = []

    def addFilter(self, f):
        if f not in self.filters:
            self.filters.append(f)

    def removeFilter(self, f):
        try:
            self.filters.remove(f)
        except ValueError:
            pass

    def filter(self, rec):
        """False as soon as one filter (an object with .filter, or a callable) refuses."""
        for check in self.filters:
            verdict = check.filter(rec) if hasattr(check, "filter") else check(rec)
            if not verdict:
                return False
        return True


# ---------------------------------------------------------------- handlers

_handlers = {}
_handlerList = []


class Handler(Filterer):
    """Where records go; subclasses say how in emit()."""

    def __init__(self, level=NOTSET):
        super().__init__()
        self.level = _checkLevel(level)
        self._name = self.formatter = None
        self._closed = False
        self.createLock()

    def get_name(self):
        """The handler's name (None until one is set)."""
        return self._name

    def set_name(self, label):
        """Name the handler; named handlers are listed in logging._handlers."""
        _handlers.pop(self._name, None)
        if label:
            _handlers[label] = self
        self._name = label

    name = property(lambda self: self._name, lambda self, label: self.set_name(label))

    def createLock(self):
        self.lock = _NoLock()

    def _at_fork_reinit(self):
        pass

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, lvl):
        self.level = _checkLevel(lvl)

    def format(self, rec):
        return (self.formatter or _defaultFormatter).format(rec)

    def emit(self, rec):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, rec):
        """Emit rec unless a filter refuses it; whether it was emitted."""
        if self.filters and not self.filter(rec):
            return False
        self.emit(rec)
        return True

    def setFormatter(self, formatter):
        self.formatter = formatter

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name:
            _handlers.pop(self._name, None)

    def handleError(self, rec):
        """Report on stderr an exception raised in emit(), then carry on."""
        out = sys.stderr
        if not raiseExceptions or out is None:
            return
        try:
            out.write("--- Logging error ---\n")
            traceback.print_exc(file=out)
            out.write("Call stack:\n")
            # The stack of the logging call, up to its outermost frame.
            fr = sys._getframe(1)
            while fr is not None and _is_internal_frame(fr):
                fr = fr.f_back
            if fr is not None:
                traceback.print_stack(fr, file=out)
            out.write(f"Message: {rec.msg!r}\nArguments: {rec.args}\n")
        except OSError:
            pass

    def __repr__(self):
        return f"<{type(self).__name__} ({getLevelName(self.level)})>"


class StreamHandler(Handler):
    """Writes each record's text and a terminator to a stream (stderr by default)."""

    terminator = "\n"

    def __init__(self, stream=None):
        super().__init__()
        self.stream = sys.stderr if stream is None else stream

    def flush(self):
        out = self.stream
        if out is not None and hasattr(out, "flush"):
            out.flush()

    def emit(self, rec):
        try:
            self.stream.write(self.format(rec) + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(rec)

    def setStream(self, stream):
        """Switch to stream; the old one, or None when it is the same."""
        previous = self.stream
        if stream is previous:
            return None
        self.flush()
        self.stream = stream
        return previous

    def __repr__(self):
        label = str(getattr(self.stream, "name", ""))
        return f"<{type(self).__name__} {label + ' ' if label else ''}({getLevelName(self.level)})>"

    __class_getitem__ = classmethod(lambda cls, item: cls)


class FileHandler(StreamHandler):
    """A StreamHandler on a file it opens (at the first record, with delay)."""

    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        self.baseFilename = os.path.abspath(os.fspath(filename))
        if encoding is None and "b" not in mode:
            # The documented default: the locale's encoding, named so.
            encoding = "locale"
        self.mode, self.encoding, self.errors, self.delay = mode, encoding, errors, delay
        self._opener = open
        super(StreamHandler, self).__init__()
        self.stream = None if delay else self._open()

    def _open(self):
        # monty's locale is UTF-8 (and its open() has no "locale").
        encoding = self.encoding
        if encoding is None or encoding == "locale":
            encoding = "utf-8"
        return self._opener(self.baseFilename, self.mode, encoding=encoding, errors=self.errors)

    def emit(self, rec):
        """Write rec, opening the file first if delay put that off (or close ended it)."""
        if not self.stream:
            if self._closed and self.mode != "w":
                return
            self.setStream(self._open())
        super().emit(rec)

    def close(self):
        out, self.stream = self.stream, None
        try:
            if out is not None:
                out.flush()
                out.close()
        finally:
            Handler.close(self)

    def __repr__(self):
        return f"<{type(self).__name__} {self.baseFilename} ({getLevelName(self.level)})>"


class _StderrHandler(StreamHandler):
    """The handler of last resort: whatever sys.stderr is at the time."""

    def __init__(self, level=NOTSET):
        super(StreamHandler, self).__init__(level)

    stream = property(lambda self: sys.stderr)


class NullHandler(Handler):
    """Drops every record (for libraries that must not configure output)."""

    def handle(self, rec):
        pass

    def emit(self, rec):
        pass

    def createLock(self):
        self.lock = None


_defaultLastResort = lastResort = _StderrHandler(WARNING)


# ---------------------------------------------------------------- loggers

class PlaceHolder:
    """Stands in the hierarchy for a dotted name no logger has yet."""

    def __init__(self, first):
        self.loggerMap = dict.fromkeys([first])

    def append(self, another):
        self.loggerMap.setdefault(another)


def _check_logger_class(klass):
    if klass is not Logger and not issubclass(klass, Logger):
        raise TypeError("logger not derived from logging.Logger: " + klass.__name__)
    return klass


def setLoggerClass(klass):
    """Make getLogger create instances of klass (a Logger subclass)."""
    globals()["_loggerClass"] = _check_logger_class(klass)


def getLoggerClass():
    """The class getLogger instantiates."""
    return _loggerClass


class Manager:
    """Holds the logger hierarchy under one root."""

    def __init__(self, top):
        self.root, self.disable = top, 0
        self.loggerDict, self.emittedNoHandlerWarning = {}, False
        self.loggerClass = self.logRecordFactory = None

    def getLogger(self, name):
        """The logger called name, made (and linked into the tree) if need be."""
        if not isinstance(name, str):
            raise TypeError("A logger name must be a string")
        node = self.loggerDict.get(name)
        if node is not None and not isinstance(node, PlaceHolder):
            return node
        made = (self.loggerClass or _loggerClass)(name)
        made.manager = self
        self.loggerDict[name] = made
        if node is not None:
            self._adopt_children(node, made)
        self._link_parent(made)
        return made

    def setLoggerClass(self, klass):
        self.loggerClass = _check_logger_class(klass)

    def setLogRecordFactory(self, factory):
        """Record the factory loggers of this manager should use."""
        vars(self)["logRecordFactory"] = factory

    def _link_parent(self, made):
        """Find made's nearest existing ancestor, leaving placeholders on the way."""
        name = made.name
        cut = name.rfind(".")
        while cut > 0:
            node = self.loggerDict.get(name[:cut])
            if node is None:
                self.loggerDict[name[:cut]] = PlaceHolder(made)
            elif isinstance(node, PlaceHolder):
                node.append(made)
            else:
                made.parent = node
                return
            cut = name.rfind(".", 0, cut)
        made.parent = self.root

    def _adopt_children(self, holder, made):
        """Children that skipped past holder's name now hang under made."""
        prefix = made.name + "."
        for child in holder.loggerMap:
            if not child.parent.name.startswith(prefix):
                made.parent, child.parent = child.parent, made

    def _clear_cache(self):
        """Forget every logger's isEnabledFor answers (levels or disable changed)."""
        for node in (self.root, *self.loggerDict.values()):
            if not isinstance(node, PlaceHolder):
                node._cache.clear()


def _at_level(lvl, doc):
    """A Logger method that logs at lvl."""
    def method(self, msg, *args, **kw):
        # isEnabledFor's cached answer, without its call.
        known = None if self.disabled else self._cache.get(lvl)
        if known is None:
            known = self.isEnabledFor(lvl)
        if known:
            self._log(lvl, msg, args, **kw)
    method.__doc__ = doc
    return method


class Logger(Filterer):
    """A named channel of records; passes them to its handlers and its parents'."""

    def __init__(self, name, level=NOTSET):
        super().__init__()
        self.name, self.level, self.parent = name, _checkLevel(level), None
        self.propagate, self.disabled = True, False
        self.handlers = []
        self._cache = {}

    def setLevel(self, lvl):
        """Set the level (a number or a level name) and drop cached answers."""
        self.level = _checkLevel(lvl)
        self.manager._clear_cache()

    def getEffectiveLevel(self):
        """The first level set on the way up to the root (NOTSET if none)."""
        node = self
        while node is not None and not node.level:
            node = node.parent
        return NOTSET if node is None else node.level

    def isEnabledFor(self, lvl):
        """Whether a record of lvl would be processed (cached per level)."""
        if self.disabled:
            return False
        known = self._cache.get(lvl)
        if known is None:
            known = self.manager.disable < lvl and lvl >= self.getEffectiveLevel()
            self._cache[lvl] = known
        return known

    debug = _at_level(DEBUG, "Log msg % args at DEBUG.")
    info = _at_level(INFO, "Log msg % args at INFO.")
    warning = _at_level(WARNING, "Log msg % args at WARNING.")
    error = _at_level(ERROR, "Log msg % args at ERROR.")
    critical = fatal = _at_level(CRITICAL, "Log msg % args at CRITICAL.")

    def warn(self, msg, *args, **kw):
        import warnings
        warnings.warn("The 'warn' method is deprecated, use 'warning' instead",
                      DeprecationWarning, 2)
        self.warning(msg, *args, **kw)

    def exception(self, msg, *args, exc_info=True, **kw):
        """error() with the exception being handled."""
        self.error(msg, *args, **kw, exc_info=exc_info)

    def log(self, lvl, msg, *args, **kw):
        """Log msg % args at the numeric level lvl."""
        if isinstance(lvl, int):
            if self.isEnabledFor(lvl):
                self._log(lvl, msg, args, **kw)
        elif raiseExceptions:
            raise TypeError("level must be an integer")

    def findCaller(self, stack_info=False, stacklevel=1):
        """(filename, lineno, funcName, stack text) of the code that logged."""
        fr = sys._getframe(1)
        while stacklevel > 0 and fr.f_back is not None:
            fr = fr.f_back
            path = fr.f_code.co_filename
            if path != _srcfile and not ("importlib" in path and "_bootstrap" in path):
                stacklevel -= 1
        stack_text = None
        if stack_info:
            lines = traceback.format_stack(fr)
            stack_text = ("Stack (most recent call last):\n" + "".join(lines)).removesuffix("\n")
        return fr.f_code.co_filename, fr.f_lineno, fr.f_code.co_name, stack_text

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None,
                   extra=None, sinfo=None):
        """A record from the factory, with extra's keys as attributes."""
        rec = _record_factory(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra:
            attrs = rec.__dict__
            for key in extra:
                if key in attrs or key == "message" or key == "asctime":
                    raise KeyError(f"Attempt to overwrite {key!r} in LogRecord")
                attrs[key] = extra[key]
        return rec

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False, stacklevel=1):
        where = self.findCaller(stack_info, stacklevel)
        if exc_info and type(exc_info) is not tuple:
            # True: the exception being handled; an exception: that one.
            err = exc_info if isinstance(exc_info, BaseException) else sys.exc_info()[1]
            exc_info = (type(err), err, err.__traceback__) if err is not None else (None, None, None)
        self.handle(self.makeRecord(self.name, level, where[0], where[1], msg, args,
                                    exc_info, where[2], extra, where[3]))

    def handle(self, rec):
        if not self.disabled and (not self.filters or self.filter(rec)):
            self.callHandlers(rec)

    def addHandler(self, h):
        if h not in self.handlers:
            self.handlers.append(h)

    def removeHandler(self, h):
        try:
            self.handlers.remove(h)
        except ValueError:
            pass

    def _chain(self):
        """This logger and the ancestors records propagate to."""
        node = self
        while node is not None:
            yield node
            node = node.parent if node.propagate else None

    def hasHandlers(self):
        """Whether this logger or an ancestor it propagates to has a handler."""
        return any(node.handlers for node in self._chain())

    def callHandlers(self, rec):
        """Give rec to the handlers here and up the tree while propagating."""
        found = False
        node = self
        while node is not None:
            for h in node.handlers:
                found = True
                if rec.levelno >= h.level:
                    h.handle(rec)
            node = node.parent if node.propagate else None
        if found:
            return
        mgr = self.manager
        if lastResort is None:
            if raiseExceptions and not mgr.emittedNoHandlerWarning:
                sys.stderr.write(f'No handlers could be found for logger "{self.name}"\n')
                mgr.emittedNoHandlerWarning = True
        elif rec.levelno >= lastResort.level:
            lastResort.handle(rec)

    def getChild(self, suffix):
        """The logger named self.name + '.' + suffix."""
        full = suffix if self is self.root else f"{self.name}.{suffix}"
        return self.manager.getLogger(full)

    def __repr__(self):
        return f"<{type(self).__name__} {self.name} ({getLevelName(self.getEffectiveLevel())})>"

    def __reduce__(self):
        return getLogger, (self.name,)


class RootLogger(Logger):
    """The top of the hierarchy, named 'root'."""

    def __init__(self, level):
        super().__init__("root", level)

    def __reduce__(self):
        return getLogger, ()


_loggerClass = Logger
root = RootLogger(WARNING)
Logger.root = root
Logger.manager = Manager(root)


def getLogger(name=None):
    """The logger called name (the root logger without one)."""
    if not name or (isinstance(name, str) and name == root.name):
        return root
    return root.manager.getLogger(name)


# ---------------------------------------------------------------- adapter

def _adapted(lvl):
    """A LoggerAdapter method that logs at lvl."""
    def method(self, msg, *args, **kw):
        self.log(lvl, msg, *args, **kw)
    return method


class LoggerAdapter:
    """Wraps a logger, adding its own context (extra) to every call."""

    def __init__(self, logger, extra=None):
        self.logger, self.extra = logger, extra

    def process(self, msg, kw):
        kw["extra"] = self.extra
        return msg, kw

    debug = _adapted(DEBUG)
    info = _adapted(INFO)
    warning = _adapted(WARNING)
    error = _adapted(ERROR)
    critical = _adapted(CRITICAL)

    def warn(self, msg, *args, **kw):
        import warnings
        warnings.warn("The 'warn' method is deprecated, use 'warning' instead",
                      DeprecationWarning, 2)
        self.warning(msg, *args, **kw)

    def exception(self, msg, *args, exc_info=True, **kw):
        self.log(ERROR, msg, *args, **kw, exc_info=exc_info)

    def log(self, lvl, msg, *args, **kw):
        if self.logger.isEnabledFor(lvl):
            msg, kw = self.process(msg, kw)
            self.logger.log(lvl, msg, *args, **kw)

    # isEnabledFor, setLevel, getEffectiveLevel, hasHandlers: the logger's,
    # set below.

    def _log(self, lvl, msg, args, **kw):
        return self.logger._log(lvl, msg, args, **kw)

    manager = property(lambda self: self.logger.manager,
                       lambda self, value: setattr(self.logger, "manager", value))
    name = property(lambda self: self.logger.name)

    def __repr__(self):
        inner = self.logger
        return f"<{type(self).__name__} {inner.name} ({getLevelName(inner.getEffectiveLevel())})>"

    __class_getitem__ = classmethod(lambda cls, item: cls)


def _pass_through(method):
    def call(self, *args):
        return getattr(self.logger, method)(*args)
    call.__name__ = method
    return call


for _method in ("isEnabledFor", "setLevel", "getEffectiveLevel", "hasHandlers"):
    setattr(LoggerAdapter, _method, _pass_through(_method))
del _method


# ---------------------------------------------------------------- configuration

def _config_handlers(kw):
    """The handlers basicConfig installs: given, a file's, or a stream's."""
    given = kw.pop("handlers", None)
    if given is not None:
        if "stream" in kw or "filename" in kw:
            raise ValueError("'stream' or 'filename' should not be specified together with 'handlers'")
        return given
    if "stream" in kw and "filename" in kw:
        raise ValueError("'stream' and 'filename' should not be specified together")
    path = kw.pop("filename", None)
    if not path:
        return [StreamHandler(kw.pop("stream", None))]
    mode = kw.pop("filemode", "a")
    errors = None if "b" in mode else kw.pop("errors", "backslashreplace")
    return [FileHandler(path, mode, encoding=kw.pop("encoding", None), errors=errors)]


def basicConfig(**kwargs):
    """Give the root logger a handler and formatter, unless it has handlers (or force)."""
    kw = dict(kwargs)
    if kw.pop("force", False):
        while root.handlers:
            old = root.handlers[-1]
            root.removeHandler(old)
            old.close()
    if root.handlers:
        return
    targets = _config_handlers(kw)
    style = kw.pop("style", "%")
    _style_class(style)
    shared = Formatter(kw.pop("format", _STYLES[style][1]), kw.pop("datefmt", None), style)
    for h in targets:
        if not h.formatter:
            h.setFormatter(shared)
        root.addHandler(h)
    lvl = kw.pop("level", None)
    if lvl is not None:
        root.setLevel(lvl)
    for unused in ("filemode", "encoding", "errors"):
        kw.pop(unused, None)
    if kw:
        raise ValueError("Unrecognised argument(s): " + ", ".join(kw))


def _on_root(method, doc):
    """A module-level function that logs on the root logger, configuring it when bare."""
    def function(msg, *args, **kw):
        if not root.handlers:
            basicConfig()
        getattr(root, method)(msg, *args, **kw)
    function.__name__ = function.__qualname__ = method
    function.__doc__ = doc
    return function


critical = fatal = _on_root("critical", "Log on the root logger at CRITICAL.")
error = _on_root("error", "Log on the root logger at ERROR.")
warning = _on_root("warning", "Log on the root logger at WARNING.")
info = _on_root("info", "Log on the root logger at INFO.")
debug = _on_root("debug", "Log on the root logger at DEBUG.")


def exception(msg, *args, exc_info=True, **kw):
    """Log on the root logger at ERROR with the exception being handled."""
    error(msg, *args, **kw, exc_info=exc_info)


def warn(msg, *args, **kw):
    import warnings
    warnings.warn("The 'warn' function is deprecated, use 'warning' instead",
                  DeprecationWarning, 2)
    warning(msg, *args, **kw)


def log(lvl, msg, *args, **kw):
    """Log on the root logger at lvl."""
    if not root.handlers:
        basicConfig()
    root.log(lvl, msg, *args, **kw)


def disable(level=CRITICAL):
    """Drop every record at level or below, whatever the loggers say."""
    mgr = root.manager
    mgr.disable = _checkLevel(level)
    mgr._clear_cache()


def shutdown(handlerList=None):
    """Flush and close every handler still open."""
    seen = []
    for node in (root, *Logger.manager.loggerDict.values()):
        for h in getattr(node, "handlers", ()):
            if h not in seen:
                seen.append(h)
    for h in seen:
        # A stream already closed under the handler is no reason to stop.
        for step in (h.flush, h.close):
            try:
                step()
            except (ValueError, OSError):
                break


# ---------------------------------------------------------------- warnings

# warnings.showwarning as it was before captureWarnings(True).
_saved_showwarning = []


def _showwarning(message, category, path, lineno, file=None, line=None):
    """warnings.showwarning while captured: a WARNING on the 'py.warnings' logger."""
    import warnings
    if file is None:
        channel = getLogger("py.warnings")
        if not channel.handlers:
            channel.addHandler(NullHandler())
        channel.warning("%s", warnings.formatwarning(message, category, path, lineno, line))
    elif _saved_showwarning:
        _saved_showwarning[0](message, category, path, lineno, file, line)


def captureWarnings(capture):
    """Route warnings to logging (True) or back to warnings' own output (False)."""
    import warnings
    if capture and not _saved_showwarning:
        _saved_showwarning.append(warnings.showwarning)
        setattr(warnings, "showwarning", _showwarning)
    elif not capture and _saved_showwarning:
        warnings.showwarning = _saved_showwarning.pop()
