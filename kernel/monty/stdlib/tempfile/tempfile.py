"""Temporary files and directories with unique random names, under the
sandbox's /tmp (or the dir given): mkstemp, mkdtemp, NamedTemporaryFile,
TemporaryFile, SpooledTemporaryFile (in memory until it grows) and
TemporaryDirectory (removed with its contents)."""

import io as _io
import os as _os
import random as _random
import shutil as _shutil

__all__ = [
    'NamedTemporaryFile', 'TemporaryFile', 'SpooledTemporaryFile', 'TemporaryDirectory',
    'mkstemp', 'mkdtemp', 'mktemp', 'TMP_MAX', 'gettempprefix', 'tempdir', 'gettempdir',
    'gettempprefixb', 'gettempdirb',
]

# How many names are tried before giving up (CPython's value on Linux).
TMP_MAX = getattr(_os, 'TMP_MAX', 238328)
template = 'tmp'
# Set this to choose the directory gettempdir() returns.
tempdir = None

_NAME_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789_'


class _Names:
    """Random 8-character names; the generator is made on first use."""
    rng = None

    @classmethod
    def next(cls):
        if cls.rng is None:
            cls.rng = _random.Random()
        return ''.join(cls.rng.choices(_NAME_CHARS, k=8))


def gettempprefix() -> str:
    return template


def gettempprefixb() -> bytes:
    return _os.fsencode(template)


def gettempdir() -> str:
    """The directory for temporary files: tempdir when set, else /tmp
    (which is then remembered in tempdir, as CPython does)."""
    global tempdir
    if tempdir is None:
        tempdir = '/tmp'
    return tempdir


def gettempdirb() -> bytes:
    return _os.fsencode(gettempdir())


def _parts(prefix, suffix, dir):
    """prefix, suffix and dir with their defaults, all str or all bytes."""
    given = [p for p in (prefix, suffix, dir) if p is not None]
    as_bytes = bool(given) and isinstance(given[0], bytes)
    if any(isinstance(p, bytes) != as_bytes for p in given):
        raise TypeError("Can't mix bytes and non-bytes in path components.")
    if as_bytes:
        return (gettempprefixb() if prefix is None else prefix,
                b'' if suffix is None else suffix,
                gettempdirb() if dir is None else dir)
    return (template if prefix is None else prefix,
            '' if suffix is None else suffix,
            gettempdir() if dir is None else dir)


def _fresh_path(make, prefix, suffix, dir):
    """Call make(path) on new random paths until one does not exist yet;
    return that path, absolute."""
    prefix, suffix, dir = _parts(prefix, suffix, dir)
    for _ in range(TMP_MAX):
        name = _Names.next()
        if isinstance(prefix, bytes):
            # Work in str, answer in bytes (monty's os.path keeps to str).
            candidate = _os.path.join(_os.fsdecode(dir), _os.fsdecode(prefix + name.encode('ascii') + suffix))
        else:
            candidate = _os.path.join(dir, prefix + name + suffix)
        try:
            make(candidate)
        except FileExistsError:
            continue
        found = _os.path.abspath(candidate)
        return _os.fsencode(found) if isinstance(prefix, bytes) else found
    raise FileExistsError(17, 'No usable temporary file name found')


def _new_file(path):
    with open(path, 'xb'):
        pass
    _os.chmod(path, 0o600)


def mkstemp(suffix=None, prefix=None, dir=None, text=False) -> tuple:
    """Create a new file readable and writable only by its owner; return
    (descriptor, absolute path). The caller removes it."""
    path = _fresh_path(_new_file, prefix, suffix, dir)
    return _os._fd_for(path), path


def mkdtemp(suffix=None, prefix=None, dir=None) -> str:
    """Create a new directory (mode 0o700); return its absolute path."""
    return _fresh_path(lambda p: _os.mkdir(p, 0o700), prefix, suffix, dir)


def mktemp(suffix='', prefix=template, dir=None):
    """A path that did not exist when asked for (unsafe: another process
    may take it first; prefer mkstemp)."""
    def probe(path):
        if _os.path.lexists(path):
            raise FileExistsError(path)
    if dir is None:
        dir = gettempdir()
    for _ in range(TMP_MAX):
        path = _os.path.join(dir, prefix + _Names.next() + suffix)
        if not _os.path.lexists(path):
            return path
    raise FileExistsError(17, 'No usable temporary filename found')


class _TemporaryFileWrapper:
    """A file with a name, removed on close() when delete is true. Other
    attributes are the file's."""

    def __init__(self, file, name, delete=True) -> None:
        self.file, self.name, self.delete = file, name, delete
        self._removed = False

    def __getattr__(self, attr):
        return getattr(self.__dict__['file'], attr)

    def __enter__(self):
        self.file.__enter__()
        return self  # the wrapper, so that close() also removes the file

    def __exit__(self, *exc_info):
        result = self.file.__exit__(*exc_info)
        self._remove()
        return result

    def close(self):
        try:
            self.file.close()
        finally:
            self._remove()

    def _remove(self):
        if self.delete and not self._removed:
            self._removed = True
            try:
                _os.unlink(self.name)
            except FileNotFoundError:
                pass

    def __iter__(self):
        return iter(self.file)

    def fileno(self):
        # monty's files have no descriptors: hand out a stand-in one.
        try:
            return self.file.fileno()
        except OSError:
            return _os._fd_for(self.name)


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None,
                       suffix=None, prefix=None, dir=None, delete=True, *,
                       errors=None):
    """A new temporary file, open in mode, with a name in the file system;
    with delete it is removed on close."""
    path = _fresh_path(_new_file, prefix, suffix, dir)
    try:
        handle = open(path, mode, buffering=buffering, encoding=encoding,
                      newline=newline, errors=errors)
    except BaseException:
        _os.unlink(path)
        raise
    return _TemporaryFileWrapper(handle, path, delete)


def TemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None,
                  suffix=None, prefix=None, dir=None, *, errors=None):
    """A new temporary file, removed when closed."""
    return NamedTemporaryFile(mode, buffering, encoding, newline, suffix,
                              prefix, dir, True, errors=errors)


class SpooledTemporaryFile(_io.IOBase):
    """A temporary file kept in memory until it grows past max_size (or
    fileno() is asked for); then it is written to a real temporary file."""

    _rolled = False

    def __init__(self, max_size=0, mode='w+b', buffering=-1, encoding=None,
                 newline=None, suffix=None, prefix=None, dir=None, *, errors=None):
        if 'b' not in mode:
            encoding = 'utf-8' if encoding is None else encoding
            self._file = _io.TextIOWrapper(_io.BytesIO(), encoding=encoding,
                                           errors=errors, newline=newline)
        else:
            self._file = _io.BytesIO()
        self._max_size = max_size  # 0: never roll over by size
        self._later = dict(mode=mode, buffering=buffering, suffix=suffix, prefix=prefix,
                           encoding=encoding, newline=newline, dir=dir, errors=errors)

    __class_getitem__ = classmethod(lambda cls, item: __import__('types').GenericAlias(cls, item))

    def _check(self, stream):
        if self._max_size and not self._rolled and stream.tell() > self._max_size:
            self.rollover()

    def rollover(self):
        """Move the contents to a real file now."""
        if self._rolled:
            return
        memory = self._file
        where = memory.tell()
        disk = TemporaryFile(**self._later)
        if isinstance(memory, _io.BytesIO):
            disk.write(memory.getvalue())
        else:
            memory.flush()
            disk.write(memory.buffer.getvalue().decode(memory.encoding, memory.errors))
        disk.seek(where)
        self._file, self._rolled = disk, True

    def __enter__(self):
        if not self._file.closed:
            return self
        raise ValueError('Cannot enter context with closed file')

    def __exit__(self, *exc_info):
        self._file.close()

    def __iter__(self):
        return iter(self._file)

    def fileno(self) -> int:
        """A real file is needed for a descriptor: roll over first."""
        self.rollover()
        return self._file.fileno()

    def isatty(self) -> bool:
        return False

    def seekable(self) -> bool:
        return True

    @property
    def mode(self):
        if self._rolled:
            return getattr(self._file, 'mode', self._later['mode'])
        return self._later['mode']

    @property
    def name(self):
        return self._file.name if self._rolled else None

    def truncate(self, size=None):
        """Cut the file at size (the current position by default)."""
        if size is not None and size > self._max_size:
            self.rollover()
        return self._file.truncate() if size is None else self._file.truncate(size)

    def write(self, s):
        stream = self._file
        written = stream.write(s)
        self._check(stream)
        return written

    def writelines(self, lines):
        stream = self._file
        stream.writelines(lines)
        self._check(stream)


def _forward(name):
    def method(self, *args):
        return getattr(self._file, name)(*args)
    method.__name__ = name
    return method


# What the spooled file does is what its current file does.
for _name in ('close', 'flush', 'read', 'readline', 'readlines', 'seek', 'tell',
              'readable', 'writable'):
    setattr(SpooledTemporaryFile, _name, _forward(_name))
for _name in ('closed', 'encoding', 'errors', 'newlines'):
    setattr(SpooledTemporaryFile, _name,
            property(lambda self, attr=_name: getattr(self._file, attr, None)))
del _name


class TemporaryDirectory:
    """A new temporary directory, removed with everything in it by
    cleanup() or at the end of a `with` block (which gives its name)."""

    def __init__(self, suffix=None, prefix=None, dir=None,
                 ignore_cleanup_errors=False) -> None:
        self._done, self._lenient = False, ignore_cleanup_errors
        self.name = mkdtemp(suffix=suffix, prefix=prefix, dir=dir)

    def __repr__(self):
        return f'<{type(self).__name__} {self.name!r}>'

    def __enter__(self):
        return self.name

    def __exit__(self, *exc_info):
        self.cleanup()

    def cleanup(self):
        """Remove the directory and its contents (once)."""
        if self._done:
            return
        self._done = True
        if _os.path.exists(self.name):
            _shutil.rmtree(self.name, ignore_errors=self._lenient)

    __class_getitem__ = classmethod(lambda cls, item: __import__('types').GenericAlias(cls, item))
