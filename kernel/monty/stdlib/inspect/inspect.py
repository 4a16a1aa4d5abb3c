# inspect for monty, written for backyard from the documented behaviour of
# CPython 3.11's module (reprs and error messages are matched by the
# differential programs in testdata/). Kept light to import: no enum, re,
# collections or functools at the top; namedtuple results are made on
# first use. monty's builtins carry no __text_signature__, so the text
# signatures CPython gives its builtins are listed at the end of this file.

"""Look into live objects: predicates, members, source, signatures."""

import sys

# Code flags, as CPython numbers them.
CO_OPTIMIZED, CO_NEWLOCALS, CO_VARARGS, CO_VARKEYWORDS = 0x1, 0x2, 0x4, 0x8
CO_NESTED, CO_GENERATOR, CO_NOFREE, CO_COROUTINE = 0x10, 0x20, 0x40, 0x80
CO_ITERABLE_COROUTINE, CO_ASYNC_GENERATOR = 0x100, 0x200
TPFLAGS_IS_ABSTRACT = 0x100000

GEN_CREATED, GEN_RUNNING = 'GEN_CREATED', 'GEN_RUNNING'
GEN_SUSPENDED, GEN_CLOSED = 'GEN_SUSPENDED', 'GEN_CLOSED'
CORO_CREATED, CORO_RUNNING = 'CORO_CREATED', 'CORO_RUNNING'
CORO_SUSPENDED, CORO_CLOSED = 'CORO_SUSPENDED', 'CORO_CLOSED'


# --- the kinds of object, without importing types ---------------------------

def _sample_function(a):
    return a


class _Sample:
    __slots__ = ('slot',)

    def method(self):
        return self


def _sample_generator():
    yield


async def _sample_coroutine():
    pass


async def _sample_async_generator():
    yield


_FunctionType = type(_sample_function)
_MethodType = type(_Sample().method)
_BuiltinType = type(len)
_ModuleType = type(sys)
_CodeType = type(_sample_function.__code__)
_GeneratorType = type(_sample_generator())
_coroutine = _sample_coroutine()
_CoroutineType = type(_coroutine)
_coroutine.close()
del _coroutine
_AsyncGeneratorType = type(_sample_async_generator())
_MemberType = type(_Sample.__dict__['slot'])
_TRIPLE_QUOTES = ('"' * 3, "'" * 3)


def _traceback_types():
    try:
        raise ValueError
    except ValueError as exc:
        tb = exc.__traceback__
    return type(tb), type(getattr(tb, 'tb_frame', None))


_TracebackType, _FrameType = _traceback_types()


# --- predicates -------------------------------------------------------------

def ismodule(obj):
    """Whether obj is a module."""
    return isinstance(obj, _ModuleType)


def isclass(obj):
    """Whether obj is a class."""
    return isinstance(obj, type)


def _bound_builtin(obj):
    # monty binds built-in class methods (obj.__init_subclass__) as
    # methods of a built-in function; CPython's are built-in methods.
    return isinstance(obj, _MethodType) and type(obj.__func__) is _BuiltinType


def ismethod(obj):
    """Whether obj is a bound method of a Python function."""
    return isinstance(obj, _MethodType) and not _bound_builtin(obj)


def isfunction(obj):
    """Whether obj is a Python function (def or lambda)."""
    return isinstance(obj, _FunctionType)


def _unbound_builtin_method(obj):
    # monty has one type for built-in functions and methods: str.join,
    # got from the class, is one with no __self__ and a dotted name.
    return (type(obj) is _BuiltinType and getattr(obj, '__self__', None) is None
            and '.' in getattr(obj, '__qualname__', ''))


def isbuiltin(obj):
    """Whether obj is a built-in function or a bound built-in method."""
    if _bound_builtin(obj):
        return True
    return isinstance(obj, _BuiltinType) and not _unbound_builtin_method(obj)


def ismethoddescriptor(obj):
    """Whether obj is a method descriptor that is not a data
    descriptor (str.join, for one)."""
    if isclass(obj) or ismethod(obj) or isfunction(obj):
        return False
    if _unbound_builtin_method(obj):
        return True
    kind = type(obj)
    return hasattr(kind, '__get__') and not hasattr(kind, '__set__')


def isdatadescriptor(obj):
    """Whether obj defines __set__ or __delete__ (a property, a slot)."""
    if isclass(obj) or ismethod(obj) or isfunction(obj):
        return False
    kind = type(obj)
    return hasattr(kind, '__set__') or hasattr(kind, '__delete__')


def ismemberdescriptor(obj):
    """Whether obj is the descriptor of a __slots__ member."""
    return isinstance(obj, _MemberType)


def isgetsetdescriptor(obj):
    """Whether obj is a getset descriptor of a built-in type."""
    import types
    return isinstance(obj, types.GetSetDescriptorType)


def ismethodwrapper(obj):
    """Whether obj is a method-wrapper (a bound slot of a built-in)."""
    return type(obj).__name__ == 'method-wrapper'


def isroutine(obj):
    """Whether obj is a function or method, built-in or not."""
    return (isbuiltin(obj) or isfunction(obj) or ismethod(obj)
            or ismethoddescriptor(obj))


def _code_flag(obj, flag):
    # Through bound methods and functools.partial objects to the function.
    partial = _partial_type()
    while True:
        if ismethod(obj):
            obj = obj.__func__
        elif partial is not None and isinstance(obj, partial):
            obj = obj.func
        else:
            break
    return isfunction(obj) and bool(obj.__code__.co_flags & flag)


def isgeneratorfunction(obj):
    """Whether obj is a generator function."""
    return _code_flag(obj, CO_GENERATOR)


def iscoroutinefunction(obj):
    """Whether obj is a coroutine function (async def)."""
    return _code_flag(obj, CO_COROUTINE)


def isasyncgenfunction(obj):
    """Whether obj is an asynchronous generator function."""
    return _code_flag(obj, CO_ASYNC_GENERATOR)


def isgenerator(obj):
    """Whether obj is a generator."""
    return isinstance(obj, _GeneratorType)


def iscoroutine(obj):
    """Whether obj is a coroutine."""
    return isinstance(obj, _CoroutineType)


def isasyncgen(obj):
    """Whether obj is an asynchronous generator."""
    return isinstance(obj, _AsyncGeneratorType)


def isawaitable(obj):
    """Whether obj can be awaited."""
    if isinstance(obj, _CoroutineType):
        return True
    if isinstance(obj, _GeneratorType):
        return bool(obj.gi_code.co_flags & CO_ITERABLE_COROUTINE)
    return hasattr(type(obj), '__await__')


def istraceback(obj):
    """Whether obj is a traceback."""
    return isinstance(obj, _TracebackType)


def isframe(obj):
    """Whether obj is a frame."""
    return isinstance(obj, _FrameType)


def iscode(obj):
    """Whether obj is a code obj."""
    return isinstance(obj, _CodeType)


def isabstract(obj):
    """Whether obj is an abstract base class with abstract methods left."""
    if not isinstance(obj, type):
        return False
    if getattr(obj, '__flags__', 0) & TPFLAGS_IS_ABSTRACT:
        return True
    return bool(getattr(obj, '__abstractmethods__', ()))


def _partial_type():
    # A functools.partial exists only once functools is imported.
    tools = sys.modules.get('functools')
    return getattr(tools, 'partial', None)


# --- members ----------------------------------------------------------------

def getmro(cls):
    """The method resolution order of cls, as a tuple."""
    return cls.__mro__


def _members(object, predicate, fetch):
    found = {}
    bases = object.__mro__ if isclass(object) else ()
    for name in dir(object):
        try:
            value = fetch(object, name)
        except AttributeError:
            # A name dir() lists but getattr refuses: take it from a
            # class __dict__ if one has it, or leave it out.
            owners = [b for b in bases if name in b.__dict__]
            if not owners:
                continue
            value = owners[0].__dict__[name]
        if predicate is None or predicate(value):
            found[name] = value
    return sorted(found.items(), key=lambda item: item[0])


def getmembers(object, predicate=None):
    """The (name, value) pairs of object's attributes, sorted by name; only
    those predicate(value) accepts when predicate is given."""
    return _members(object, predicate, getattr)


def getmembers_static(object, predicate=None):
    """getmembers without running descriptors (see getattr_static)."""
    return _members(object, predicate, getattr_static)


_MISSING = object()


def _class_lookup(klass, attr):
    for base in klass.__mro__:
        entry = _static_dict(base)
        if attr in entry:
            return entry[attr]
    return _MISSING


def _static_dict(obj):
    try:
        return object.__getattribute__(obj, '__dict__')
    except AttributeError:
        return {}


def getattr_static(obj, attr, default=_MISSING):
    """Look attr up on obj as getattr would find it, without running
    descriptors, __getattr__ or __getattribute__."""
    own = _MISSING
    if not isinstance(obj, type):
        klass = type(obj)
        inst_dict = _static_dict(obj)
        if isinstance(inst_dict, dict):
            own = inst_dict.get(attr, _MISSING)
    else:
        klass = obj
    found = _class_lookup(klass, attr)
    if own is not _MISSING and found is not _MISSING:
        kind = type(found)
        if _class_lookup(kind, '__get__') is not _MISSING and _class_lookup(kind, '__set__') is not _MISSING:
            return found
    if own is not _MISSING:
        return own
    if found is not _MISSING:
        return found
    if isinstance(obj, type):
        meta = _class_lookup(type(obj), attr)
        if meta is not _MISSING:
            return meta
    if default is not _MISSING:
        return default
    raise AttributeError(attr)


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    """A new dict of obj's annotations (a class, module or callable); with
    eval_str, string annotations are evaluated."""
    if isinstance(obj, type):
        notes = obj.__dict__.get('__annotations__')
        home = sys.modules.get(getattr(obj, '__module__', None) or '')
        scope_globals = getattr(home, '__dict__', None)
        scope_locals = dict(vars(obj))
        inner = obj
    elif isinstance(obj, _ModuleType):
        notes = getattr(obj, '__annotations__', None)
        scope_globals, scope_locals, inner = obj.__dict__, None, None
    elif callable(obj):
        notes = getattr(obj, '__annotations__', None)
        scope_globals, scope_locals, inner = getattr(obj, '__globals__', None), None, obj
    else:
        raise TypeError(f'{obj!r} is not a module, class, or callable.')
    if notes is None:
        return {}
    if not isinstance(notes, dict):
        raise ValueError(f'{obj!r}.__annotations__ is neither a dict nor None')
    if not eval_str:
        return dict(notes)
    if inner is not None and not isinstance(inner, type):
        partial = _partial_type()
        while True:
            if hasattr(inner, '__wrapped__'):
                inner = inner.__wrapped__
            elif partial is not None and isinstance(inner, partial):
                inner = inner.func
            else:
                break
        scope_globals = getattr(inner, '__globals__', scope_globals)
    if globals is None:
        globals = scope_globals
    if locals is None:
        locals = scope_locals
    return {k: eval(v, globals, locals) if isinstance(v, str) else v for k, v in notes.items()}


# --- documentation and source -------------------------------------------------

def cleandoc(doc):
    """A docstring with its indentation removed: the first line's leading
    blanks, the common indentation of the others, blank lines at the ends."""
    lines = str.expandtabs(doc).split('\n')
    margins = [len(line) - len(line.lstrip()) for line in lines[1:] if line.lstrip()]
    cut = min(margins) if margins else 0
    lines = [lines[0].lstrip()] + [line[cut:] for line in lines[1:]]
    first = next((i for i, line in enumerate(lines) if line), len(lines))
    last = len(lines)
    while last > first and not lines[last - 1]:
        last -= 1
    return '\n'.join(lines[first:last])


def _owner_class(func):
    # The class a function was defined in, from its qualified name.
    owner = getmodule(func)
    path = func.__qualname__.split('.')[:-1]
    if not path or '<locals>' in path:
        return None
    for part in path:
        owner = getattr(owner, part, None)
    return owner if isclass(owner) else None


def _inherited_doc(thing):
    # The docstring a method inherits from the same name in a base class.
    if ismethod(thing):
        name = thing.__func__.__name__
        bound = thing.__self__
        if isclass(bound) and getattr(getattr(bound, name, None), '__func__', None) is thing.__func__:
            cls = bound
        else:
            cls = type(bound)
    elif isfunction(thing):
        name = thing.__name__
        cls = _owner_class(thing)
        if cls is None or getattr(cls, name, None) is not thing:
            return None
    elif isinstance(thing, property):
        name = thing.fget.__name__
        cls = _owner_class(thing.fget)
        if cls is None or getattr(cls, name, None) is not thing:
            return None
    elif isclass(thing):
        for base in thing.__mro__:
            if base is not object and base.__doc__ is not None:
                return base.__doc__
        return None
    else:
        return None
    docs = [getattr(getattr(b, name, None), '__doc__', None) for b in cls.__mro__]
    return next((d for d in docs if d is not None), None)


def getdoc(object):
    """The cleaned docstring of object, or one it inherits; None without."""
    doc = getattr(object, '__doc__', None)
    if doc is None:
        try:
            doc = _inherited_doc(object)
        except (AttributeError, TypeError):
            doc = None
    return cleandoc(doc) if isinstance(doc, str) else None


def getfile(object):
    """The name of the file object was defined in."""
    if isinstance(object, _ModuleType):
        where = getattr(object, '__file__', None)
        if where:
            return where
        raise TypeError(f'{object!r} is a built-in module')
    if isclass(object):
        home = sys.modules.get(object.__module__)
        where = getattr(home, '__file__', None)
        if where:
            return where
        if object.__module__ == '__main__':
            raise OSError('source code not available')
        raise TypeError(f'{object!r} is a built-in class')
    code = _down_to_code(object)
    if not iscode(code):
        raise TypeError('module, class, method, function, traceback, frame, or code '
                        f'object was expected, got {type(object).__name__}')
    return code.co_filename


def _down_to_code(obj):
    # method -> function -> code, traceback -> frame -> code.
    for test, attr in ((ismethod, '__func__'), (isfunction, '__code__'),
                       (istraceback, 'tb_frame'), (isframe, 'f_code')):
        if test(obj):
            obj = getattr(obj, attr)
    return obj


_SUFFIXES = ('.cpython-311-x86_64-linux-gnu.so', '.abi3.so', '.pyc', '.py', '.so')


def getmodulename(path):
    """The module name a file path stands for, or None."""
    base = path.rpartition('/')[2]
    for suffix in _SUFFIXES:
        if base.endswith(suffix):
            return base[:-len(suffix)]
    return None


def getsourcefile(object):
    """The source file object came from, or None when there is none."""
    where = getfile(object)
    if where.endswith('.pyc'):
        where = where[:-1]
    return where if _file_lines(where) else None


def getabsfile(object, _filename=None):
    """An absolute, normalised name of object's source file."""
    import os
    where = _filename or getsourcefile(object) or getfile(object)
    return os.path.normcase(os.path.abspath(where))


def getmodule(object, _filename=None):
    """The module object was defined in, or None."""
    if isinstance(object, _ModuleType):
        return object
    name = getattr(object, '__module__', None)
    if name is not None:
        return sys.modules.get(name)
    return None


def _file_lines(filename):
    import linecache
    lines = linecache.getlines(filename)
    if lines:
        return lines
    try:
        with open(filename, encoding='utf-8') as f:
            return f.readlines()
    except (OSError, UnicodeDecodeError, ValueError):
        return []


def _header_start(lines, index):
    # Back over decorators, to where the definition's text starts.
    while index > 0 and lines[index - 1].lstrip().startswith('@'):
        index -= 1
    return index


def _class_line(lines, name):
    for i, line in enumerate(lines):
        text = line.lstrip()
        if not text.startswith('class '):
            continue
        rest = text[6:].lstrip()
        if rest.startswith(name) and rest[len(name):len(name) + 1] in ('(', ':', ' '):
            return i
    raise OSError('could not find class definition')


def findsource(object):
    """(all lines of object's file, index of the line its source starts)."""
    lines = _file_lines(getsourcefile(object) or getfile(object))
    if not lines:
        raise OSError('could not get source code')
    if isclass(object):
        start = _class_line(lines, object.__name__)
    elif not ismodule(object):
        code = _down_to_code(object)
        if not iscode(code):
            raise OSError('could not find code object')
        start = code.co_firstlineno - 1
        if not 0 <= start < len(lines):
            raise OSError('lineno is out of bounds')
    else:
        return lines, 0
    return lines, _header_start(lines, start)


def indentsize(line):
    """The width of line's leading whitespace, tabs expanded."""
    wide = line.expandtabs()
    return len(wide) - len(wide.lstrip())


def _bracket_balance(text):
    depth = 0
    quote = None
    i = 0
    while i < len(text):
        c = text[i]
        if quote:
            if c == '\\':
                i += 1
            elif text.startswith(quote, i):
                i += len(quote) - 1
                quote = None
        elif c == '#':
            break
        elif c in '\'"':
            quote = text[i:i + 3] if text[i:i + 3] in _TRIPLE_QUOTES else c
            i += len(quote) - 1
        elif c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
        i += 1
    return depth


def getblock(lines):
    """The lines of the block (a def, class, or one statement) that starts
    at lines[0]."""
    if not lines:
        return lines
    margin = indentsize(lines[0])
    i = 0
    # Decorators and the header, which may span lines inside brackets.
    depth = 0
    while i < len(lines):
        depth += _bracket_balance(lines[i])
        stripped = lines[i].strip()
        i += 1
        if depth <= 0 and not stripped.startswith('@') and not stripped.endswith('\\'):
            break
    header = lines[i - 1].split('#')[0].rstrip()
    if not header.endswith(':'):
        return lines[:i]
    end = i
    while i < len(lines):
        line = lines[i]
        if line.strip():
            if indentsize(line) <= margin:
                break
            end = i + 1
        i += 1
    return lines[:end]


def getsourcelines(object):
    """(the lines of object's source, the number of its first line)."""
    target = unwrap(object)
    lines, start = findsource(target)
    frame = target.tb_frame if istraceback(target) else target
    if isinstance(target, _ModuleType) or (isframe(frame) and frame.f_code.co_name == '<module>'):
        return lines, 0
    return getblock(lines[start:]), start + 1


def getsource(object):
    """The text of object's source."""
    return ''.join(getsourcelines(object)[0])


def getcomments(object):
    """The comment lines just above object's source, or None."""
    if isinstance(object, _ModuleType):
        return None
    try:
        lines, start = findsource(object)
    except (TypeError, OSError):
        return None
    found = []
    i = start - 1
    margin = indentsize(lines[start])
    while i >= 0 and lines[i].lstrip().startswith('#') and indentsize(lines[i]) == margin:
        found.insert(0, lines[i].expandtabs().lstrip())
        i -= 1
    return ''.join(found) or None


def unwrap(func, *, stop=None):
    """Follow func's __wrapped__ chain to its end (or to where stop(f) is
    true); ValueError on a loop."""
    seen = {id(func): func}
    limit = sys.getrecursionlimit()
    current = func
    while hasattr(current, '__wrapped__') and not (stop is not None and stop(current)):
        current = current.__wrapped__
        if id(current) in seen or len(seen) >= limit:
            raise ValueError(f'wrapper loop when unwrapping {func!r}')
        seen[id(current)] = current
    return current


# --- frames and generators --------------------------------------------------

def currentframe():
    """The caller's frame, where the interpreter has frames (else None)."""
    getframe = getattr(sys, '_getframe', None)
    return getframe(1) if getframe is not None else None


def stack(context=1):
    """The frames of the calling stack, innermost first, as FrameInfo
    records; empty where the interpreter has no frames to show."""
    frame = currentframe()
    if frame is None:
        return []
    return getouterframes(frame.f_back, context)


def getframeinfo(frame, context=1):
    """A Traceback record for a frame or traceback."""
    if isinstance(frame, _TracebackType):
        lineno, frame = frame.tb_lineno, frame.tb_frame
    else:
        lineno = frame.f_lineno
    filename = frame.f_code.co_filename
    lines = _file_lines(filename)
    if context > 0 and lines:
        first = max(0, min(lineno - 1 - context // 2, len(lines) - context))
        around, index = lines[first:first + context], lineno - 1 - first
    else:
        around, index = None, None
    return _record('Traceback')(filename, lineno, frame.f_code.co_name, around, index)


def getouterframes(frame, context=1):
    """FrameInfo records for frame and each frame that called it."""
    out = []
    while frame is not None:
        info = getframeinfo(frame, context)
        out.append(_record('FrameInfo')(frame, *info))
        frame = frame.f_back
    return out


def getinnerframes(tb, context=1):
    """FrameInfo records for a traceback's frames, outermost first."""
    out = []
    while tb is not None:
        info = getframeinfo(tb, context)
        out.append(_record('FrameInfo')(tb.tb_frame, *info))
        tb = tb.tb_next
    return out


def trace(context=1):
    """FrameInfo records between this frame and where the exception being
    handled was raised."""
    tb = sys.exc_info()[2]
    return getinnerframes(tb, context)


def getlineno(frame):
    """The line number a frame is at."""
    return getattr(frame, 'f_lineno')


def _run_state(obj, prefix, names):
    # names: (created, running, suspended, closed)
    if getattr(obj, prefix + '_running', False):
        return names[1]
    if getattr(obj, prefix + '_suspended', False):
        return names[2]
    frame = getattr(obj, prefix + '_frame', None)
    if frame is None:
        return names[3]
    if getattr(frame, 'f_lasti', -1) == -1 or hasattr(obj, prefix + '_suspended'):
        return names[0]
    return names[2]


def getgeneratorstate(generator):
    """GEN_CREATED, GEN_RUNNING, GEN_SUSPENDED or GEN_CLOSED."""
    return _run_state(generator, 'gi', (GEN_CREATED, GEN_RUNNING, GEN_SUSPENDED, GEN_CLOSED))


def getcoroutinestate(coroutine):
    """CORO_CREATED, CORO_RUNNING, CORO_SUSPENDED or CORO_CLOSED."""
    return _run_state(coroutine, 'cr', (CORO_CREATED, CORO_RUNNING, CORO_SUSPENDED, CORO_CLOSED))


def getgeneratorlocals(generator):
    """The local variables of a suspended generator, as a dict."""
    if not isinstance(generator, _GeneratorType):
        raise TypeError(f'{generator!r} is not a Python generator')
    frame = getattr(generator, 'gi_frame', None)
    return dict(frame.f_locals) if frame is not None else {}


def getcoroutinelocals(coroutine):
    """The local variables of a suspended coroutine, as a dict."""
    frame = getattr(coroutine, 'cr_frame', None)
    return dict(frame.f_locals) if frame is not None else {}


# --- records made on first use ------------------------------------------------

_RECORD_FIELDS = {
    'Arguments': 'args varargs varkw',
    'FullArgSpec': 'args varargs varkw defaults kwonlyargs kwonlydefaults annotations',
    'ArgInfo': 'args varargs keywords locals',
    'ClosureVars': 'nonlocals globals builtins unbound',
    'Traceback': 'filename lineno function code_context index',
    'FrameInfo': 'frame filename lineno function code_context index',
    'Attribute': 'name kind defining_class object',
}
_records = {}


def _record(name):
    made = _records.get(name)
    if made is None:
        from collections import namedtuple
        made = _records[name] = namedtuple(name, _RECORD_FIELDS[name])
        made.__module__ = __name__
    return made


def __getattr__(name):
    if name in _RECORD_FIELDS:
        return _record(name)
    raise AttributeError(f"module 'inspect' has no attribute {name!r}")


def getfullargspec(func):
    """The names and defaults of func's parameters, as a FullArgSpec."""
    try:
        sig = _signature_of(func, follow_wrapped=False, skip_bound=False)
    except Exception as exc:
        raise TypeError('unsupported callable') from exc
    positional, kwonly = [], []
    varargs = varkw = None
    defaults, kwdefaults = [], {}
    notes = {}
    if sig.return_annotation is not _empty:
        notes['return'] = sig.return_annotation
    for p in sig.parameters.values():
        if p.kind <= _POSITIONAL_OR_KEYWORD:
            positional.append(p.name)
            if p.default is not _empty:
                defaults.append(p.default)
        elif p.kind == _VAR_POSITIONAL:
            varargs = p.name
        elif p.kind == _KEYWORD_ONLY:
            kwonly.append(p.name)
            if p.default is not _empty:
                kwdefaults[p.name] = p.default
        else:
            varkw = p.name
        if p.annotation is not _empty:
            notes[p.name] = p.annotation
    return _record('FullArgSpec')(positional, varargs, varkw, tuple(defaults) or None,
                                  kwonly, kwdefaults or None, notes)


def _names_list(names):
    shown = [repr(n) for n in names]
    if len(shown) == 1:
        return shown[0]
    return ', '.join(shown[:-1]) + ' and ' + shown[-1]


def _plural(n):
    return '' if n == 1 else 's'


def getcallargs(func, /, *positional, **named):
    """The dict of parameter names to values that calling func with these
    arguments would bind; TypeError as the call would raise it."""
    spec, name = getfullargspec(func), func.__name__
    bound_to = getattr(func, '__self__', None) if ismethod(func) else None
    if bound_to is not None:
        positional = (bound_to, *positional)
    params = spec.args
    defaults = spec.defaults or ()
    bound = dict(zip(params, positional))
    if spec.varargs:
        bound[spec.varargs] = tuple(positional[len(params):])
    if spec.varkw:
        bound[spec.varkw] = {}
    accepted = set(params) | set(spec.kwonlyargs)
    for key, value in named.items():
        if key not in accepted:
            if not spec.varkw:
                raise TypeError(f'{name}() got an unexpected keyword argument {key!r}')
            bound[spec.varkw][key] = value
        elif key in bound:
            raise TypeError(f'{name}() got multiple values for argument {key!r}')
        else:
            bound[key] = value
    given = len(positional)
    if given > len(params) and not spec.varargs:
        required = len(params) - len(defaults)
        if defaults:
            takes, plural = f'from {required} to {len(params)}', 's'
        else:
            takes, plural = str(len(params)), _plural(len(params))
        kw_given = sum(1 for k in spec.kwonlyargs if k in bound)
        extra = ''
        if kw_given:
            extra = (f' positional argument{_plural(given)} (and {kw_given} '
                     f'keyword-only argument{_plural(kw_given)})')
        verb = 'was' if given == 1 and not kw_given else 'were'
        raise TypeError(f'{name}() takes {takes} positional argument{plural} '
                        f'but {given}{extra} {verb} given')
    first_default = len(params) - len(defaults)
    if given < len(params):
        lacking = [p for p in params[:first_default] if p not in bound]
        if lacking:
            raise TypeError(f'{name}() missing {len(lacking)} required positional '
                            f'argument{_plural(len(lacking))}: {_names_list(lacking)}')
        for p, d in zip(params[first_default:], defaults):
            bound.setdefault(p, d)
    lacking = []
    for k in spec.kwonlyargs:
        if k not in bound:
            if spec.kwonlydefaults and k in spec.kwonlydefaults:
                bound[k] = spec.kwonlydefaults[k]
            else:
                lacking.append(k)
    if lacking:
        raise TypeError(f'{name}() missing {len(lacking)} required keyword-only '
                        f'argument{_plural(len(lacking))}: {_names_list(lacking)}')
    return bound


def getargvalues(frame):
    """The arguments of a frame's function, as an ArgInfo."""
    code = frame.f_code
    count = code.co_argcount + code.co_kwonlyargcount
    names = list(code.co_varnames[:count])
    varargs = varkw = None
    if code.co_flags & CO_VARARGS:
        varargs = code.co_varnames[count]
        count += 1
    if code.co_flags & CO_VARKEYWORDS:
        varkw = code.co_varnames[count]
    return _record('ArgInfo')(names, varargs, varkw, frame.f_locals)


def getargs(co):
    """The parameter names of a code object, as Arguments(args, varargs,
    varkw)."""
    if not iscode(co):
        raise TypeError(f'{co!r} is not a code object')
    count = co.co_argcount + co.co_kwonlyargcount
    names = co.co_varnames
    star = names[count] if co.co_flags & CO_VARARGS else None
    count += 1 if star else 0
    double = names[count] if co.co_flags & CO_VARKEYWORDS else None
    return _record('Arguments')(list(names[:count - (1 if star else 0)]), star, double)


def _one_star(name):
    return f'*{name}'


def _two_stars(name):
    return f'**{name}'


def _equals_repr(value):
    return f'={value!r}'


def formatargvalues(args, varargs, varkw, locals, formatarg=str, formatvarargs=_one_star,
                    formatvarkw=_two_stars, formatvalue=_equals_repr):
    """An argument list like (a=1, *rest=(2,), **kw={}) from getargvalues'
    parts."""
    shown = [formatarg(a) + formatvalue(locals[a]) for a in args]
    if varargs:
        shown.append(formatvarargs(varargs) + formatvalue(locals[varargs]))
    if varkw:
        shown.append(formatvarkw(varkw) + formatvalue(locals[varkw]))
    return '(' + ', '.join(shown) + ')'


class EndOfBlock(Exception):
    """Raised by BlockFinder where a block ends."""


class ClassFoundException(Exception):
    """Raised where a class definition is found."""


class BlockFinder:
    """Finds the end of the block starting at the first line it is fed
    (tokeneater(type, token, start, end, line)); last is its last line."""

    def __init__(self):
        self.lines = []
        self.last = 1

    def tokeneater(self, type, token, srowcol, erowcol, line):
        if not self.lines:
            self.lines = [line]
        elif self.lines[-1] != line:
            self.lines.append(line)
        block = getblock(self.lines)
        if len(block) < len(self.lines):
            raise EndOfBlock
        self.last = srowcol[0]


def getclosurevars(func):
    """The names func's code refers to, sorted into nonlocals, globals,
    builtins and unbound, as a ClosureVars."""
    func = getattr(func, '__func__', func) if ismethod(func) else func
    if not isinstance(func, _FunctionType):
        raise TypeError(f'{func!r} is not a Python function')
    code, cells = func.__code__, func.__closure__ or ()
    nonlocals = {name: cell.cell_contents for name, cell in zip(code.co_freevars, cells)}
    scope = func.__globals__
    builtins = scope.get('__builtins__', {})
    if ismodule(builtins):
        builtins = builtins.__dict__
    found_globals, found_builtins, unbound = {}, {}, set()
    for ref in code.co_names:
        if ref in _KEYWORDS:
            continue
        if ref in scope:
            found_globals[ref] = scope[ref]
        elif ref in builtins:
            found_builtins[ref] = builtins[ref]
        else:
            unbound.add(ref)
    return _record('ClosureVars')(nonlocals, found_globals, found_builtins, unbound)


def classify_class_attrs(cls):
    """Attribute records (name, kind, defining class, object) for every
    attribute of cls; kind is 'method', 'class method', 'static method',
    'property' or 'data'."""
    out = []
    mro = getmro(cls)
    for name in dir(cls):
        owner = next((b for b in mro if name in b.__dict__), None)
        raw = owner.__dict__[name] if owner is not None else getattr(cls, name)
        if isinstance(raw, staticmethod):
            kind = 'static method'
        elif isinstance(raw, classmethod):
            kind = 'class method'
        elif isinstance(raw, property):
            kind = 'property'
        elif isroutine(raw):
            kind = 'method'
        else:
            kind = 'data'
        out.append(_record('Attribute')(name, kind, owner, raw))
    return out


def _by_name(classes):
    return sorted(classes, key=lambda k: (k.__module__, k.__name__))


def walktree(classes, children, parent):
    """Nested lists of (class, bases) pairs for classes, as getclasstree."""
    tree = []
    for klass in _by_name(classes):
        tree.append((klass, klass.__bases__))
        if klass in children:
            tree.append(walktree(children[klass], children, klass))
    return tree


def getclasstree(classes, unique=False):
    """The classes arranged as nested lists by inheritance."""
    below = {}
    for klass in classes:
        parents = klass.__bases__
        if unique:
            # Only under the first parent that is among the classes.
            listed = [p for p in parents if p in classes]
            parents = listed[:1] or parents
        for parent in parents:
            below.setdefault(parent, [])
            if klass not in below[parent]:
                below[parent].append(klass)
    tops = [k for k in classes if not k.__bases__]
    tops += [p for p in below if p not in classes and p not in tops]
    return walktree(tops, below, None)


# --- signatures -------------------------------------------------------------

class _empty:
    """Marks a parameter or return without a default or annotation."""


class _void:
    """Marks an argument not given to replace()."""


_KIND_TEXT = ('positional-only', 'positional or keyword', 'variadic positional',
              'keyword-only', 'variadic keyword')
_KIND_NAMES = ('POSITIONAL_ONLY', 'POSITIONAL_OR_KEYWORD', 'VAR_POSITIONAL',
               'KEYWORD_ONLY', 'VAR_KEYWORD')


class _ParameterKind(int):
    """The kind of a Parameter; an int 0..4 with a name, like an IntEnum."""

    __slots__ = ()

    def __new__(cls, value):
        kinds = cls.__dict__.get('_kinds')
        if kinds is None:
            return int.__new__(cls, value)
        if type(value) is cls:
            return value
        if isinstance(value, int) and 0 <= value < len(kinds):
            return kinds[int(value)]
        raise ValueError(f'{value!r} is not a valid _ParameterKind')

    @property
    def name(self):
        return _KIND_NAMES[self]

    @property
    def value(self):
        return int(self)

    @property
    def description(self):
        return _KIND_TEXT[self]

    def __repr__(self):
        return f'<_ParameterKind.{_KIND_NAMES[self]}: {int(self)}>'

    def __str__(self):
        return _KIND_NAMES[self]

    def __format__(self, spec):
        return format(str(self), spec)

    def __reduce__(self):
        return _ParameterKind, (int(self),)


_ParameterKind._kinds = tuple(int.__new__(_ParameterKind, i) for i in range(5))
(_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD, _VAR_POSITIONAL,
 _KEYWORD_ONLY, _VAR_KEYWORD) = _ParameterKind._kinds

_KEYWORDS = frozenset(
    'False None True and as assert async await break class continue def del elif '
    'else except finally for from global if import in is lambda nonlocal not or '
    'pass raise return try while with yield'.split())


def formatannotation(annotation, base_module=None):
    """How an annotation reads in a signature: typing.List[int] as
    List[int], a class by its (qualified) name."""
    if 'typing' == getattr(annotation, '__module__', None):
        return _drop_typing_prefix(repr(annotation))
    if isinstance(annotation, type(list[int])) or not isinstance(annotation, type):
        return str(annotation) if isinstance(annotation, type(list[int])) else repr(annotation)
    where = annotation.__module__
    if where == 'builtins' or where == base_module:
        return annotation.__qualname__
    return f'{where}.{annotation.__qualname__}'


def _drop_typing_prefix(text):
    # 'typing.' at the start of each dotted name goes.
    out = []
    i = 0
    while i < len(text):
        starts_name = i == 0 or not (text[i - 1].isalnum() or text[i - 1] in '_.')
        if starts_name and text.startswith('typing.', i):
            i += len('typing.')
            continue
        out.append(text[i])
        i += 1
    return ''.join(out)


def formatannotationrelativeto(object):
    """A formatannotation that leaves out object's module name."""
    return lambda annotation: formatannotation(annotation, getattr(object, '__module__', None))


class Parameter:
    """One parameter of a Signature: name, kind, default and annotation.
    Instances are immutable; replace() makes a changed copy."""

    empty = _empty
    __slots__ = ('_kind', '_name', '_annotation', '_default')

    def __init__(self, name, kind, *, default=_empty,
                 annotation=_empty):
        try:
            kind = _ParameterKind(kind)
        except (ValueError, TypeError):
            raise ValueError(f'value {kind!r} is not a valid Parameter.kind')
        if default is not _empty and kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError(f'{kind.description} parameters cannot have default values')
        if type(name) is not str and not isinstance(name, str):
            if name is _empty:
                raise ValueError('name is a required attribute for Parameter')
            raise TypeError(f'name must be a str, not a {type(name).__name__}')
        if '.' == name[0] and name[1:].isdigit():
            # The hidden argument of a comprehension's code.
            if kind != _POSITIONAL_OR_KEYWORD:
                raise ValueError('implicit arguments must be passed as positional or '
                                 f'keyword arguments, not {kind.description}')
            kind, name = _POSITIONAL_ONLY, 'implicit' + name[1:]
        if not name.isidentifier() or (name in _KEYWORDS and kind is not _POSITIONAL_ONLY):
            raise ValueError(f'{name!r} is not a valid parameter name')
        self._name, self._kind = name, kind
        self._default, self._annotation = default, annotation

    name = property(lambda self: self._name)
    kind = property(lambda self: self._kind)
    default = property(lambda self: self._default)
    annotation = property(lambda self: self._annotation)

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        """A copy with the given attributes changed."""
        return type(self)(
            self._name if name is _void else name,
            self._kind if kind is _void else kind,
            default=self._default if default is _void else default,
            annotation=self._annotation if annotation is _void else annotation)

    def __str__(self):
        text = self._name
        has_note = self._annotation is not _empty
        if has_note:
            text += ': ' + formatannotation(self._annotation)
        if _empty is not self._default:
            text += (' = ' if has_note else '=') + repr(self._default)
        if self._kind == _VAR_POSITIONAL:
            return '*' + text
        if self._kind == _VAR_KEYWORD:
            return '**' + text
        return text

    def __repr__(self):
        return f'<{type(self).__name__} "{self}">'

    def _key(self):
        return (self._name, self._kind, self._default, self._annotation)

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if isinstance(other, Parameter):
            return other is self or other._key() == self._key()
        return NotImplemented

    def __reduce__(self):
        state = dict(_default=self._default, _annotation=self._annotation)
        return type(self), (self._name, self._kind), state

    def __setstate__(self, state):
        for key in ('_default', '_annotation'):
            setattr(self, key, state[key])


for _kind in _ParameterKind._kinds:
    # The kinds are attributes of their class and of Parameter.
    setattr(_ParameterKind, _KIND_NAMES[_kind], _kind)
    setattr(Parameter, _KIND_NAMES[_kind], _kind)
del _kind


class BoundArguments:
    """The result of Signature.bind: arguments maps parameter names to the
    values bound to them."""

    __slots__ = ('_signature', 'arguments', '__weakref__')

    def __init__(self, signature, arguments):
        self._signature, self.arguments = signature, arguments

    signature = property(lambda self: self._signature)

    @property
    def args(self):
        """The positional arguments, as a tuple to call with."""
        out = []
        for name, p in self._signature.parameters.items():
            if p.kind >= _KEYWORD_ONLY or name not in self.arguments:
                break
            if p.kind == _VAR_POSITIONAL:
                out.extend(self.arguments[name])
            else:
                out.append(self.arguments[name])
        return tuple(out)

    @property
    def kwargs(self):
        """The keyword arguments, as a dict to call with."""
        out = {}
        by_keyword = False
        for name, p in self._signature.parameters.items():
            if not by_keyword:
                if p.kind >= _KEYWORD_ONLY:
                    by_keyword = True
                elif name not in self.arguments:
                    by_keyword = True
                    continue
                else:
                    continue
            if name in self.arguments:
                if p.kind == _VAR_KEYWORD:
                    out.update(self.arguments[name])
                else:
                    out[name] = self.arguments[name]
        return out

    def apply_defaults(self):
        """Bind the defaults of parameters left unbound: () for *args and
        {} for **kwargs."""
        done = {}
        for name, p in self._signature.parameters.items():
            if name in self.arguments:
                done[name] = self.arguments[name]
            elif p.default is not _empty:
                done[name] = p.default
            elif p.kind == _VAR_POSITIONAL:
                done[name] = ()
            elif p.kind == _VAR_KEYWORD:
                done[name] = {}
        self.arguments = done

    def __eq__(self, other):
        if isinstance(other, BoundArguments):
            return other is self or (other.signature, other.arguments) == (self.signature, self.arguments)
        return NotImplemented

    def __getstate__(self):
        return dict(_signature=self._signature, arguments=self.arguments)

    def __setstate__(self, state):
        for key in ('_signature', 'arguments'):
            setattr(self, key, state[key])

    def __repr__(self):
        shown = ', '.join(f'{k}={v!r}' for k, v in self.arguments.items())
        return f'<{type(self).__name__} ({shown})>'


class Signature:
    """The parameters of a callable and its return annotation.
    signature(f) makes one; bind() matches arguments to it."""

    empty = _empty
    _bound_arguments_cls = BoundArguments
    _parameter_cls = Parameter
    __slots__ = ('_parameters', '_return_annotation')

    def __init__(self, parameters=None, *,
                 return_annotation=_empty, __validate_parameters__=True):
        table = {}
        if parameters is not None:
            highest = _POSITIONAL_ONLY
            defaulted = False
            for p in parameters:
                if __validate_parameters__:
                    if p.kind < highest:
                        raise ValueError(f'wrong parameter order: {highest.description} '
                                         f'parameter before {p.kind.description} parameter')
                    highest = max(highest, p.kind)
                    if p.kind <= _POSITIONAL_OR_KEYWORD:
                        if p.default is not _empty:
                            defaulted = True
                        elif defaulted:
                            raise ValueError('non-default argument follows default argument')
                    if p.name in table:
                        raise ValueError(f'duplicate parameter name: {p.name!r}')
                table[p.name] = p
        self._parameters, self._return_annotation = table, return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None,
                      eval_str=False):
        """The signature of the callable obj."""
        return _signature_of(obj, follow_wrapped=follow_wrapped, globals=globals,
                             locals=locals, eval_str=eval_str, sigcls=cls)

    @property
    def parameters(self):
        """The parameters, name to Parameter, in order (read-only)."""
        import types
        return types.MappingProxyType(self._parameters)

    return_annotation = property(lambda self: self._return_annotation)

    def replace(self, *, parameters=_void, return_annotation=_void):
        """A copy with the given parameters or return annotation."""
        keep = parameters is _void
        note = self._return_annotation if return_annotation is _void else return_annotation
        return type(self)(self._parameters.values() if keep else parameters,
                          return_annotation=note)

    def _compare_key(self):
        ordered = tuple(p for p in self._parameters.values() if p.kind != _KEYWORD_ONLY)
        named = frozenset(p for p in self._parameters.values() if p.kind == _KEYWORD_ONLY)
        return ordered, named, self._return_annotation

    def __hash__(self):
        return hash(self._compare_key())

    def __eq__(self, other):
        if isinstance(other, Signature):
            return other is self or other._compare_key() == self._compare_key()
        return NotImplemented

    def bind(self, /, *args, **kwargs):
        """Match args and kwargs to the parameters as a call would; a
        BoundArguments, or TypeError as the call would fail."""
        return self._match(args, kwargs, False)

    def bind_partial(self, /, *args, **kwargs):
        """bind, but parameters may be left without a value."""
        return self._match(args, kwargs, True)

    def _match(self, args, kwargs, partial):
        bound = {}
        params = list(self._parameters.values())
        kwargs = dict(kwargs)
        i = 0
        # Positional arguments fill positional parameters, in order.
        for n, value in enumerate(args):
            if i == len(params) or params[i].kind >= _KEYWORD_ONLY:
                raise TypeError('too many positional arguments')
            p = params[i]
            if p.kind == _VAR_POSITIONAL:
                bound[p.name] = tuple(args[n:])
                break
            if p.kind == _POSITIONAL_OR_KEYWORD and p.name in kwargs:
                raise TypeError(f'multiple values for argument {p.name!r}') from None
            bound[p.name] = value
            i += 1
        catch_all = None
        for p in params[i:]:
            if p.name in bound:
                continue
            if p.kind == _VAR_POSITIONAL:
                continue
            if p.kind == _VAR_KEYWORD:
                catch_all = p
                continue
            if p.name in kwargs:
                if p.kind == _POSITIONAL_ONLY:
                    raise TypeError(f'{p.name!r} parameter is positional only, '
                                    'but was passed as a keyword') from None
                bound[p.name] = kwargs.pop(p.name)
            elif not partial and p.default is _empty:
                raise TypeError(f'missing a required argument: {p.name!r}') from None
        if kwargs:
            if catch_all is None:
                raise TypeError(f'got an unexpected keyword argument {next(iter(kwargs))!r}')
            bound[catch_all.name] = kwargs
        return self._bound_arguments_cls(self, bound)

    def __reduce__(self):
        state = dict(_return_annotation=self._return_annotation)
        return type(self), (tuple(self._parameters.values()),), state

    def __setstate__(self, state):
        self._return_annotation = state.get('_return_annotation', _empty)

    def __repr__(self):
        return f'<{type(self).__name__} {self}>'

    def __str__(self):
        parts = []
        slash_due = False
        star_due = True
        for p in self._parameters.values():
            if p.kind == _POSITIONAL_ONLY:
                slash_due = True
            elif slash_due:
                parts.append('/')
                slash_due = False
            if p.kind == _VAR_POSITIONAL:
                star_due = False
            elif p.kind == _KEYWORD_ONLY and star_due:
                parts.append('*')
                star_due = False
            parts.append(str(p))
        if slash_due:
            parts.append('/')
        text = '(' + ', '.join(parts) + ')'
        if self._return_annotation is not _empty:
            text += ' -> ' + formatannotation(self._return_annotation)
        return text


def signature(obj, *, follow_wrapped=True, globals=None, locals=None,
              eval_str=False):
    """The Signature of the callable obj."""
    return _signature_of(obj, follow_wrapped=follow_wrapped, eval_str=eval_str,
                         globals=globals, locals=locals)


def _without_first(sig):
    # The signature of a bound method: the first parameter is bound,
    # unless it is *args, which goes on taking the rest.
    first, *rest = list(sig.parameters.values()) or [None]
    if first is None or first.kind >= _KEYWORD_ONLY:
        raise ValueError('invalid method signature')
    return sig.replace(parameters=[first, *rest] if first.kind == _VAR_POSITIONAL else rest)


def _from_function(sigcls, func, globals, locals, eval_str):
    code = getattr(func, '__code__')
    names = code.co_varnames
    npos = code.co_argcount
    nposonly = code.co_posonlyargcount
    nkw = code.co_kwonlyargcount
    notes = get_annotations(func, globals=globals, locals=locals, eval_str=eval_str)
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    first_default = npos - len(defaults)
    made = []
    P = sigcls._parameter_cls
    for i, name in enumerate(names[:npos]):
        kind = _POSITIONAL_ONLY if i < nposonly else _POSITIONAL_OR_KEYWORD
        default = defaults[i - first_default] if i >= first_default else _empty
        made.append(P(name, kind, default=default, annotation=notes.get(name, _empty)))
    at = npos + nkw
    if code.co_flags & CO_VARARGS:
        name = names[at]
        made.append(P(name, _VAR_POSITIONAL, annotation=notes.get(name, _empty)))
        at += 1
    for name in names[npos:npos + nkw]:
        made.append(P(name, _KEYWORD_ONLY, default=kwdefaults.get(name, _empty),
                      annotation=notes.get(name, _empty)))
    if code.co_flags & CO_VARKEYWORDS:
        name = names[at]
        made.append(P(name, _VAR_KEYWORD, annotation=notes.get(name, _empty)))
    return sigcls(made, return_annotation=notes.get('return', _empty),
                  __validate_parameters__=False)


_builtin_signatures = {}


def _text_signature(obj):
    # The text signature CPython gives a builtin, from its own attribute
    # or from the table below.
    text = getattr(obj, '__text_signature__', None)
    if text:
        return text
    if not _builtin_signatures:
        for line in _BUILTIN_SIGNATURES.strip().split('\n'):
            key, _, sig = line.partition(' ')
            _builtin_signatures[key] = sig
    if isinstance(obj, type):
        if obj.__module__ != 'builtins':
            return None
        return _builtin_signatures.get('class:' + obj.__qualname__)
    return _builtin_signatures.get(getattr(obj, '__qualname__', None))


def _split_params(text):
    parts, depth, start, quote = [], 0, 0, None
    for i, c in enumerate(text):
        if quote:
            if c == quote and text[i - 1] != '\\':
                quote = None
        elif c in '\'"':
            quote = c
        elif c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
        elif c == ',' and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:].strip())
    return parts


def _default_value(obj, text):
    try:
        return eval(text, {'__builtins__': {}, 'sys': sys}, {})
    except Exception:
        raise ValueError(f'{obj!r} builtin has invalid signature') from None


def _from_text(sigcls, obj, text, skip_bound):
    parts = _split_params(text.strip()[1:-1])
    P = sigcls._parameter_cls
    if parts and parts[0].startswith('$'):
        # The bound first parameter: $module and $type always go (a
        # built-in class method is bound to its class), $self where obj is
        # bound to an instance.
        first = parts.pop(0)[1:]
        if first == 'self' and (getattr(obj, '__self__', None) is None or not skip_bound):
            parts.insert(0, first)
    if '/' in parts:
        positional_only = parts.index('/')
        parts.remove('/')
    else:
        positional_only = 0
    made = []
    kind = _POSITIONAL_OR_KEYWORD
    for i, part in enumerate(parts):
        if part == '*':
            kind = _KEYWORD_ONLY
            continue
        name, eq, default = part.partition('=')
        name = name.strip()
        if name.startswith('**'):
            made.append(P(name[2:], _VAR_KEYWORD))
            continue
        if name.startswith('*'):
            made.append(P(name[1:], _VAR_POSITIONAL))
            kind = _KEYWORD_ONLY
            continue
        this = _POSITIONAL_ONLY if i < positional_only else kind
        made.append(P(name, this, default=_default_value(obj, default.strip()) if eq else _empty))
    return sigcls(made, __validate_parameters__=False)


def _is_builtin_like(obj):
    return isbuiltin(obj) or ismethoddescriptor(obj) or obj is type or obj is object


def _from_builtin(sigcls, obj, skip_bound):
    text = _text_signature(obj)
    if not text:
        raise ValueError(f'no signature found for builtin {obj!r}')
    return _from_text(sigcls, obj, text, skip_bound)


def _user_method(cls, name):
    # cls.name unless it is a built-in's (object.__init__, type.__call__).
    try:
        found = getattr(cls, name)
    except AttributeError:
        return None
    if type(found) is _BuiltinType or type(found).__name__ in (
            'wrapper_descriptor', 'method-wrapper', 'classmethod_descriptor'):
        return None
    if ismethod(found) and type(getattr(found, '__func__', None)) is _BuiltinType:
        return None
    return found


def _from_partial(sig, partial, first=()):
    try:
        ba = sig.bind_partial(*first, *partial.args, **partial.keywords)
    except TypeError as exc:
        raise ValueError(f'partial object {partial!r} has incorrect arguments') from exc
    front, back = [], []
    to_keyword = False
    for p in sig.parameters.values():
        given = p.name in ba.arguments
        if p.kind == _POSITIONAL_ONLY and given:
            continue
        if p.kind == _POSITIONAL_OR_KEYWORD and given:
            if p.name not in partial.keywords:
                continue
            # Given by keyword: it and every later parameter become
            # keyword-only, and *args goes.
            to_keyword = True
            p = p.replace(default=ba.arguments[p.name])
        elif p.kind == _KEYWORD_ONLY and given:
            p = p.replace(default=ba.arguments[p.name])
        if not to_keyword:
            front.append(p)
        elif p.kind == _POSITIONAL_OR_KEYWORD:
            back.append(p.replace(kind=_KEYWORD_ONLY))
        elif p.kind != _VAR_POSITIONAL:
            back.append(p)
    return sig.replace(parameters=front + back)


def _from_partialmethod(sig, method):
    # A partialmethod got from its class: the first parameter (self) is
    # not bound, so it stays in front of what the partial leaves.
    params = list(sig.parameters.values())
    if not params:
        return _from_partial(sig, method)
    head = params[0]
    left = _from_partial(sig, method, (None,))
    if head.kind == _VAR_POSITIONAL:
        return left
    return left.replace(parameters=[head, *left.parameters.values()])


def _class_signature(obj, again, sigcls, skip_bound):
    def bound(sig):
        return _without_first(sig) if skip_bound else sig

    meta_call = _user_method(type(obj), '__call__')
    if meta_call:
        return bound(again(meta_call))
    new = _user_method(obj, '__new__')
    init = _user_method(obj, '__init__')
    # A class's own __new__ or __init__ comes first, then inherited ones.
    if '__new__' in obj.__dict__ and new is not None:
        chosen = new
    elif '__init__' in obj.__dict__ and init is not None:
        chosen = init
    else:
        chosen = new if new is not None else init
    if chosen is not None:
        return bound(again(chosen))
    for klass in obj.__mro__[:-1]:
        text = _text_signature(klass)
        if text:
            return _from_text(sigcls, klass, text, skip_bound)
    if type in obj.__mro__:
        return None
    if obj.__init__ is object.__init__ and obj.__new__ is object.__new__:
        return _from_text(sigcls, object, '()', skip_bound)
    raise ValueError(f'no signature found for builtin type {obj!r}')


def _signature_of(obj, *, follow_wrapped=True, globals=None, locals=None,
                  eval_str=False, sigcls=None, skip_bound=True):
    sigcls = sigcls or Signature

    def again(x):
        return _signature_of(x, follow_wrapped=follow_wrapped, globals=globals, locals=locals,
                             eval_str=eval_str, sigcls=sigcls, skip_bound=skip_bound)

    if callable(obj) is False:
        raise TypeError(f'{obj!r} is not a callable object')
    if ismethod(obj):
        sig = again(obj.__func__)
        return _without_first(sig) if skip_bound else sig
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, '__signature__') or ismethod(f))
        if ismethod(obj):
            return again(obj)
    given = getattr(obj, '__signature__', None)
    if given is not None:
        if not isinstance(given, Signature):
            raise TypeError(f'unexpected object {given!r} in __signature__ attribute')
        return given
    method_partial = getattr(obj, '_partialmethod', None)
    if type(method_partial).__name__ == 'partialmethod':
        return _from_partialmethod(again(method_partial.func), method_partial)
    if isfunction(obj):
        return _from_function(sigcls, obj, globals, locals, eval_str)
    if _is_builtin_like(obj):
        return _from_builtin(sigcls, obj, skip_bound)
    partial = _partial_type()
    if partial is not None and isinstance(obj, partial):
        return _from_partial(again(obj.func), obj)
    if isinstance(obj, type):
        sig = _class_signature(obj, again, sigcls, skip_bound)
        if sig is not None:
            return sig
    else:
        dunder_call = _user_method(type(obj), '__call__')
        if dunder_call:
            try:
                sig = again(dunder_call)
            except ValueError as exc:
                raise ValueError(f'no signature found for {obj!r}') from exc
            return _without_first(sig) if skip_bound else sig
    if isinstance(obj, _BuiltinType):
        raise ValueError(f'no signature found for builtin function {obj!r}')
    raise ValueError(f'callable {obj!r} is not supported by signature')


# What CPython 3.11's builtins give as __text_signature__ (facts, listed
# for monty's builtins, which carry none): name, then signature.
_BUILTIN_SIGNATURES = r"""
__import__ ($module, /, name, globals=None, locals=None, fromlist=(), level=0)
abs ($module, x, /)
aiter ($module, async_iterable, /)
all ($module, iterable, /)
anext ($module, aiterator, default=<unrepresentable>, /)
any ($module, iterable, /)
ascii ($module, obj, /)
bin ($module, number, /)
callable ($module, obj, /)
chr ($module, i, /)
compile ($module, /, source, filename, mode, flags=0, dont_inherit=False, optimize=-1, *, _feature_version=-1)
delattr ($module, obj, name, /)
divmod ($module, x, y, /)
eval ($module, source, globals=None, locals=None, /)
exec ($module, source, globals=None, locals=None, /, *, closure=None)
format ($module, value, format_spec='', /)
globals ($module, /)
hasattr ($module, obj, name, /)
hash ($module, obj, /)
hex ($module, number, /)
id ($module, obj, /)
input ($module, prompt='', /)
isinstance ($module, obj, class_or_tuple, /)
issubclass ($module, cls, class_or_tuple, /)
len ($module, obj, /)
locals ($module, /)
oct ($module, number, /)
open ($module, /, file, mode='r', buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None)
ord ($module, c, /)
pow ($module, /, base, exp, mod=None)
print ($module, /, *args, sep=' ', end='\n', file=None, flush=False)
repr ($module, obj, /)
round ($module, /, number, ndigits=None)
setattr ($module, obj, name, value, /)
sorted ($module, iterable, /, *, key=None, reverse=False)
sum ($module, iterable, /, start=0)
object.__dir__ ($self, /)
object.__format__ ($self, format_spec, /)
object.__init__ ($self, /, *args, **kwargs)
object.__new__ ($type, *args, **kwargs)
object.__reduce_ex__ ($self, protocol, /)
object.__sizeof__ ($self, /)
list.__contains__ ($self, key, /)
list.__init__ ($self, /, *args, **kwargs)
list.__len__ ($self, /)
list.__new__ ($type, *args, **kwargs)
list.__reversed__ ($self, /)
list.__sizeof__ ($self, /)
list.append ($self, object, /)
list.clear ($self, /)
list.copy ($self, /)
list.count ($self, value, /)
list.extend ($self, iterable, /)
list.index ($self, value, start=0, stop=sys.maxsize, /)
list.insert ($self, index, object, /)
list.pop ($self, index=-1, /)
list.remove ($self, value, /)
list.reverse ($self, /)
list.sort ($self, /, *, key=None, reverse=False)
dict.__contains__ ($self, key, /)
dict.__init__ ($self, /, *args, **kwargs)
dict.__len__ ($self, /)
dict.__new__ ($type, *args, **kwargs)
dict.__reversed__ ($self, /)
dict.fromkeys ($type, iterable, value=None, /)
dict.get ($self, key, default=None, /)
dict.pop ($self, key, default=<unrepresentable>, /)
dict.popitem ($self, /)
dict.setdefault ($self, key, default=None, /)
str.__contains__ ($self, key, /)
str.__format__ ($self, format_spec, /)
str.__getitem__ ($self, key, /)
str.__len__ ($self, /)
str.__new__ ($type, *args, **kwargs)
str.__sizeof__ ($self, /)
str.capitalize ($self, /)
str.casefold ($self, /)
str.center ($self, width, fillchar=' ', /)
str.encode ($self, /, encoding='utf-8', errors='strict')
str.expandtabs ($self, /, tabsize=8)
str.isalnum ($self, /)
str.isalpha ($self, /)
str.isascii ($self, /)
str.isdecimal ($self, /)
str.isdigit ($self, /)
str.isidentifier ($self, /)
str.islower ($self, /)
str.isnumeric ($self, /)
str.isprintable ($self, /)
str.isspace ($self, /)
str.istitle ($self, /)
str.isupper ($self, /)
str.join ($self, iterable, /)
str.ljust ($self, width, fillchar=' ', /)
str.lower ($self, /)
str.lstrip ($self, chars=None, /)
str.partition ($self, sep, /)
str.removeprefix ($self, prefix, /)
str.removesuffix ($self, suffix, /)
str.replace ($self, old, new, count=-1, /)
str.rjust ($self, width, fillchar=' ', /)
str.rpartition ($self, sep, /)
str.rsplit ($self, /, sep=None, maxsplit=-1)
str.rstrip ($self, chars=None, /)
str.split ($self, /, sep=None, maxsplit=-1)
str.splitlines ($self, /, keepends=False)
str.strip ($self, chars=None, /)
str.swapcase ($self, /)
str.title ($self, /)
str.translate ($self, table, /)
str.upper ($self, /)
str.zfill ($self, width, /)
bytes.__contains__ ($self, key, /)
bytes.__getitem__ ($self, key, /)
bytes.__len__ ($self, /)
bytes.__new__ ($type, *args, **kwargs)
bytes.center ($self, width, fillchar=b' ', /)
bytes.decode ($self, /, encoding='utf-8', errors='strict')
bytes.expandtabs ($self, /, tabsize=8)
bytes.fromhex ($type, string, /)
bytes.hex ($self, /, sep=<unrepresentable>, bytes_per_sep=1)
bytes.join ($self, iterable_of_bytes, /)
bytes.ljust ($self, width, fillchar=b' ', /)
bytes.lstrip ($self, bytes=None, /)
bytes.partition ($self, sep, /)
bytes.removeprefix ($self, prefix, /)
bytes.removesuffix ($self, suffix, /)
bytes.replace ($self, old, new, count=-1, /)
bytes.rjust ($self, width, fillchar=b' ', /)
bytes.rpartition ($self, sep, /)
bytes.rsplit ($self, /, sep=None, maxsplit=-1)
bytes.rstrip ($self, bytes=None, /)
bytes.split ($self, /, sep=None, maxsplit=-1)
bytes.splitlines ($self, /, keepends=False)
bytes.strip ($self, bytes=None, /)
bytes.translate ($self, table, /, delete=b'')
bytes.zfill ($self, width, /)
bytearray.__contains__ ($self, key, /)
bytearray.__getitem__ ($self, key, /)
bytearray.__init__ ($self, /, *args, **kwargs)
bytearray.__len__ ($self, /)
bytearray.__new__ ($type, *args, **kwargs)
bytearray.__reduce_ex__ ($self, proto=0, /)
bytearray.__sizeof__ ($self, /)
bytearray.append ($self, item, /)
bytearray.center ($self, width, fillchar=b' ', /)
bytearray.clear ($self, /)
bytearray.copy ($self, /)
bytearray.decode ($self, /, encoding='utf-8', errors='strict')
bytearray.expandtabs ($self, /, tabsize=8)
bytearray.extend ($self, iterable_of_ints, /)
bytearray.fromhex ($type, string, /)
bytearray.hex ($self, /, sep=<unrepresentable>, bytes_per_sep=1)
bytearray.insert ($self, index, item, /)
bytearray.join ($self, iterable_of_bytes, /)
bytearray.ljust ($self, width, fillchar=b' ', /)
bytearray.lstrip ($self, bytes=None, /)
bytearray.partition ($self, sep, /)
bytearray.pop ($self, index=-1, /)
bytearray.remove ($self, value, /)
bytearray.removeprefix ($self, prefix, /)
bytearray.removesuffix ($self, suffix, /)
bytearray.replace ($self, old, new, count=-1, /)
bytearray.reverse ($self, /)
bytearray.rjust ($self, width, fillchar=b' ', /)
bytearray.rpartition ($self, sep, /)
bytearray.rsplit ($self, /, sep=None, maxsplit=-1)
bytearray.rstrip ($self, bytes=None, /)
bytearray.split ($self, /, sep=None, maxsplit=-1)
bytearray.splitlines ($self, /, keepends=False)
bytearray.strip ($self, bytes=None, /)
bytearray.translate ($self, table, /, delete=b'')
bytearray.zfill ($self, width, /)
set.__init__ ($self, /, *args, **kwargs)
set.__len__ ($self, /)
set.__new__ ($type, *args, **kwargs)
frozenset.__len__ ($self, /)
frozenset.__new__ ($type, *args, **kwargs)
tuple.__contains__ ($self, key, /)
tuple.__getitem__ ($self, key, /)
tuple.__len__ ($self, /)
tuple.__new__ ($type, *args, **kwargs)
tuple.count ($self, value, /)
tuple.index ($self, value, start=0, stop=sys.maxsize, /)
int.__format__ ($self, format_spec, /)
int.__new__ ($type, *args, **kwargs)
int.__sizeof__ ($self, /)
int.as_integer_ratio ($self, /)
int.bit_count ($self, /)
int.bit_length ($self, /)
int.from_bytes ($type, /, bytes, byteorder='big', *, signed=False)
int.to_bytes ($self, /, length=1, byteorder='big', *, signed=False)
float.__format__ ($self, format_spec, /)
float.__new__ ($type, *args, **kwargs)
float.as_integer_ratio ($self, /)
float.conjugate ($self, /)
float.fromhex ($type, string, /)
float.hex ($self, /)
float.is_integer ($self, /)
complex.__format__ ($self, format_spec, /)
complex.__new__ ($type, *args, **kwargs)
complex.conjugate ($self, /)
bool.__new__ ($type, *args, **kwargs)
range.__contains__ ($self, key, /)
range.__getitem__ ($self, key, /)
range.__len__ ($self, /)
range.__new__ ($type, *args, **kwargs)
type.__dir__ ($self, /)
type.__init__ ($self, /, *args, **kwargs)
type.__new__ ($type, *args, **kwargs)
type.__sizeof__ ($self, /)
type.mro ($self, /)
memoryview.__getitem__ ($self, key, /)
memoryview.__len__ ($self, /)
memoryview.__new__ ($type, *args, **kwargs)
memoryview.cast ($self, /, format, shape=<unrepresentable>)
memoryview.hex ($self, /, sep=<unrepresentable>, bytes_per_sep=1)
memoryview.release ($self, /)
memoryview.tobytes ($self, /, order='C')
memoryview.tolist ($self, /)
memoryview.toreadonly ($self, /)
slice.__new__ ($type, *args, **kwargs)
class:list (iterable=(), /)
class:tuple (iterable=(), /)
class:float (x=0, /)
class:complex (real=0, imag=0)
class:enumerate (iterable, start=0)
class:reversed (sequence, /)
class:memoryview (object)
class:property (fget=None, fset=None, fdel=None, doc=None)
class:object ()
"""
