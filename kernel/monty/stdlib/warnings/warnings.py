"""Warnings: warn() reports a condition that is not (yet) an error; the
filters decide whether it is shown (once per place by default, on
stderr), ignored, or raised as an exception."""

import sys

__all__ = ['warn', 'warn_explicit', 'showwarning', 'formatwarning',
           'filterwarnings', 'simplefilter', 'resetwarnings', 'catch_warnings']

_ACTIONS = ('error', 'ignore', 'always', 'default', 'module', 'once')


class WarningMessage(object):
    """One warning as catch_warnings(record=True) records it."""

    _WARNING_DETAILS = ('message', 'category', 'filename', 'lineno', 'file',
                        'line', 'source')

    def __init__(self, message, category, filename, lineno, file=None,
                 line=None, source=None) -> None:
        self.message, self.category = message, category
        self.filename, self.lineno = filename, lineno
        self.file, self.line, self.source = file, line, source
        self._category_name = None if category is None else category.__name__

    def __str__(self):
        return ('{message : %r, category : %r, filename : %r, lineno : %s, line : %r}'
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


def _source_line(filename, lineno):
    try:
        import linecache
        return linecache.getline(filename, lineno)
    except Exception:
        return None


def _render(msg):
    """The text CPython prints for a warning: 'file:line: Category:
    message', then the source line, indented, when it is known."""
    text = f'{msg.filename}:{msg.lineno}: {msg.category.__name__}: {msg.message}\n'
    line = msg.line
    if line is None:
        line = _source_line(msg.filename, msg.lineno)
    if line:
        line = line.strip()
        if line:
            text += f'  {line}\n'
    return text


def _write(msg):
    out = sys.stderr if msg.file is None else msg.file
    if out is None:
        return
    try:
        out.write(_format_message(msg))
    except OSError:
        pass


# catch_warnings(record=True) swaps this for a list's append.
_showwarnmsg_impl = _write


def formatwarning(message, category, filename, lineno, line=None) -> str:
    """The text showwarning() writes for a warning."""
    return _render(WarningMessage(message, category, filename, lineno, None, line))


def showwarning(message, category, filename, lineno, file=None, line=None) -> None:
    """Write a warning to file (sys.stderr by default). Replace this
    function to send warnings elsewhere."""
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


# The originals, to tell whether a program replaced them.
_showwarning_orig, _formatwarning_orig = showwarning, formatwarning


def _format_message(msg):
    if formatwarning is not _formatwarning_orig:
        # The program replaced formatwarning: honour it.
        return formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    return _render(msg)


def _deliver(msg):
    if showwarning is not _showwarning_orig:
        if not callable(showwarning):
            raise TypeError('warnings.showwarning() must be set to a function or method')
        showwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


def filterwarnings(action, message='', category=Warning, module='', lineno=0,
                   append=False):
    """Add a filter: warnings whose text matches the regex message (case
    folded), whose category is category, from a module matching module,
    at lineno (0: any) get action."""
    assert action in _ACTIONS, f'invalid action: {action!r}'
    assert isinstance(message, str), 'message must be a string'
    assert isinstance(category, type), 'category must be a class'
    assert issubclass(category, Warning), 'category must be a Warning subclass'
    assert isinstance(module, str), 'module must be a string'
    assert isinstance(lineno, int) and lineno >= 0, 'lineno must be an int >= 0'
    if message or module:
        import re
    text_re = re.compile(message, re.I) if message else None
    module_re = re.compile(module) if module else None
    _add_filter(action, text_re, category, module_re, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False) -> None:
    """Add a filter on category (and lineno) alone."""
    assert action in _ACTIONS, f'invalid action: {action!r}'
    assert isinstance(lineno, int) and lineno >= 0, 'lineno must be an int >= 0'
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*entry, append):
    if append:
        if entry not in filters:
            filters.append(entry)
    else:
        # A filter added again moves to the front.
        if entry in filters:
            filters.remove(entry)
        filters.insert(0, entry)
    _filters_mutated()


def resetwarnings() -> None:
    """Remove every filter (including the default ones)."""
    filters[:] = []
    _filters_mutated()


def warn(message, category=None, stacklevel=1, source=None) -> None:
    """Issue a warning, attributed to the code stacklevel frames up from
    the caller of warn()."""
    if isinstance(message, Warning):
        category = type(message)
    elif category is None:
        category = UserWarning
    if not isinstance(category, type) or not issubclass(category, Warning):
        kind = type(category).__name__
        raise TypeError(f"category must be a Warning subclass, not '{kind}'")
    where, filename, lineno = _blame(stacklevel)
    module = where.get('__name__', '<string>')
    registry = where.setdefault('__warningregistry__', {})
    warn_explicit(message, category, filename, lineno, module, registry, where, source)


def _blame(stacklevel):
    """(globals, file name, line) of the code a warning is attributed to."""
    getframe = getattr(sys, '_getframe', None)
    if getframe is not None:
        try:
            frame = getframe(max(stacklevel, 1) + 1)
        except ValueError:
            # Deeper than the stack: CPython blames "sys".
            return sys.__dict__, 'sys', 1
        return frame.f_globals, frame.f_code.co_filename, frame.f_lineno
    # monty gives Python code no frames: blame the main program, whose
    # warnings are the ones the default filters care about, at line 1.
    main = sys.modules.get('__main__')
    if main is None:
        return sys.__dict__, 'sys', 1
    return vars(main), getattr(main, '__file__', 'sys'), 1


def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        # The default filters name their module as plain text.
        return pattern == text
    return pattern.match(text) is not None


def _action_for(text, category, module, lineno):
    for entry in filters:
        action, text_re, cat, module_re, line = entry
        if (_matches(text_re, text) and issubclass(category, cat)
                and _matches(module_re, module) and line in (0, lineno)):
            return action, entry
    return defaultaction, None


def warn_explicit(message, category, filename, lineno, module=None,
                  registry=None, module_globals=None, source=None):
    """Issue a warning for a place given explicitly; registry records the
    (text, category, line) already shown from that module."""
    lineno = int(lineno)
    if module is None:
        module = filename or '<unknown>'
        if module[-3:].lower() == '.py':
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get('version', 0) != _filters_version[0]:
        # The filters changed since this registry was filled.
        registry.clear()
        registry['version'] = _filters_version[0]
    if isinstance(message, Warning):
        text, category = str(message), type(message)
    else:
        text, message = message, category(message)
    place = (text, category, lineno)
    if registry.get(place):
        return
    action, entry = _action_for(text, category, module, lineno)
    if action == 'ignore':
        return
    if action == 'error':
        raise message
    if action == 'once':
        registry[place] = 1
        if onceregistry.get((text, category)):
            return
        onceregistry[(text, category)] = 1
    elif action == 'module':
        registry[place] = 1
        anywhere = (text, category, 0)
        if registry.get(anywhere):
            return
        registry[anywhere] = 1
    elif action == 'default':
        registry[place] = 1
    elif action != 'always':
        raise RuntimeError(f'Unrecognized action ({action!r}) in warnings.filters:\n {entry}')
    _deliver(WarningMessage(message, category, filename, lineno, source=source))


class catch_warnings(object):
    """A context manager that saves the warning filters and showwarning on
    entry and restores them on exit. With record=True, warnings go to the
    list it returns instead of being shown; action (with category, lineno
    and append) adds a simplefilter for the block."""

    def __init__(self, *, record=False, module=None, action=None,
                 category=Warning, lineno=0, append=False):
        self._module = sys.modules['warnings'] if module is None else module
        self._filter = None if action is None else (action, category, lineno, append)
        self._record, self._entered = record, False

    def __repr__(self):
        shown = []
        if self._record:
            shown.append('record=True')
        if self._module is not sys.modules['warnings']:
            shown.append(f'module={self._module!r}')
        return f"{type(self).__name__}({', '.join(shown)})"

    def __enter__(self):
        if self._entered:
            raise RuntimeError(f'Cannot enter {self!r} twice')
        self._entered = True
        mod = self._module
        self._saved = (mod.filters, mod.showwarning, mod._showwarnmsg_impl)
        mod.filters = mod.filters[:]
        mod._filters_mutated()
        if self._filter is not None:
            action, category, lineno, append = self._filter
            mod.simplefilter(action, category, lineno, append)
        if not self._record:
            return None
        log = []
        mod._showwarnmsg_impl = log.append
        # Recording bypasses any replaced showwarning.
        mod.showwarning = mod._showwarning_orig
        return log

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError(f'Cannot exit {self!r} without entering first')
        mod = self._module
        mod.filters, mod.showwarning, mod._showwarnmsg_impl = self._saved
        mod._filters_mutated()


# The filter state (kept by the C _warnings in CPython).
filters = []
defaultaction = 'default'
onceregistry = {}
_filters_version = [1]


def _filters_mutated():
    _filters_version[0] += 1


# A release build without -W options: deprecations are shown only when
# __main__ itself triggers them.
filters[:] = [
    ('default', None, DeprecationWarning, '__main__', 0),
    ('ignore', None, DeprecationWarning, None, 0),
    ('ignore', None, PendingDeprecationWarning, None, 0),
    ('ignore', None, ImportWarning, None, 0),
    ('ignore', None, ResourceWarning, None, 0),
]
