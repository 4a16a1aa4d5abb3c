"""Temporary files and directories, under the sandbox's in-memory /tmp."""

import os as _os
import io as _io
import shutil as _shutil
from random import Random as _Random

__all__ = [
    "NamedTemporaryFile", "TemporaryFile", "SpooledTemporaryFile",
    "TemporaryDirectory", "mkstemp", "mkdtemp", "mktemp",
    "TMP_MAX", "gettempprefix", "tempdir", "gettempdir",
    "gettempprefixb", "gettempdirb",
]

TMP_MAX = 10000
template = "tmp"
tempdir = None

_rng = _Random()
_characters = "abcdefghijklmnopqrstuvwxyz0123456789_"


def _name():
    return ''.join(_rng.choice(_characters) for _ in range(8))


def gettempprefix():
    return template


def gettempprefixb():
    return template.encode()


def gettempdir():
    return tempdir if tempdir is not None else "/tmp"


def gettempdirb():
    return gettempdir().encode()


def _sanitize(prefix, suffix, dir):
    if suffix is None:
        suffix = ""
    if prefix is None:
        prefix = template
    if dir is None:
        dir = gettempdir()
    return prefix, suffix, _os.fspath(dir)


def _create(make, prefix, suffix, dir):
    prefix, suffix, dir = _sanitize(prefix, suffix, dir)
    for _ in range(TMP_MAX):
        path = _os.path.join(dir, prefix + _name() + suffix)
        try:
            make(path)
        except FileExistsError:
            continue
        return _os.path.abspath(path)
    raise FileExistsError(17, "No usable temporary file name found")


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    """Create a file; return (fd, path). The fd is a number for os.close."""
    def make(path):
        open(path, "x").close()
    path = _create(make, prefix, suffix, dir)
    return _os._fd_for(path), path


def mkdtemp(suffix=None, prefix=None, dir=None):
    return _create(lambda p: _os.mkdir(p, 0o700), prefix, suffix, dir)


def mktemp(suffix="", prefix=template, dir=None):
    prefix, suffix, dir = _sanitize(prefix, suffix, dir)
    for _ in range(TMP_MAX):
        path = _os.path.join(dir, prefix + _name() + suffix)
        if not _os.path.exists(path):
            return path
    raise FileExistsError(17, "No usable temporary filename found")


class _TemporaryFileWrapper:
    """A file that deletes itself when closed (delete=True)."""

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._closed = False

    def __getattr__(self, name):
        return getattr(self.__dict__['file'], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        self.close()
        return None

    def close(self):
        if not self._closed:
            self._closed = True
            self.file.close()
            if self.delete:
                try:
                    _os.unlink(self.name)
                except FileNotFoundError:
                    pass

    @property
    def closed(self):
        return self.file.closed

    def __iter__(self):
        for line in self.file:
            yield line

    def __repr__(self):
        return f"<tempfile._TemporaryFileWrapper object at {id(self):#x}>"


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None,
                       newline=None, suffix=None, prefix=None,
                       dir=None, delete=True, *, errors=None):
    def make(path):
        open(path, "x").close()
    path = _create(make, prefix, suffix, dir)
    if 'x' not in mode and 'w' in mode:
        pass
    file = open(path, mode.replace('x', 'w') if 'r' not in mode and 'a' not in mode else mode,
                encoding=encoding, newline=newline)
    return _TemporaryFileWrapper(file, path, delete)


def TemporaryFile(mode='w+b', buffering=-1, encoding=None,
                  newline=None, suffix=None, prefix=None,
                  dir=None, *, errors=None):
    return NamedTemporaryFile(mode, buffering, encoding, newline, suffix, prefix, dir, True)


class SpooledTemporaryFile(_io.IOBase):
    """A file held in memory until it grows past max_size."""
    _rolled = False

    def __init__(self, max_size=0, mode='w+b', buffering=-1,
                 encoding=None, newline=None,
                 suffix=None, prefix=None, dir=None, *, errors=None):
        if 'b' in mode:
            self._file = _io.BytesIO()
        else:
            self._file = _io.StringIO(newline="\n")
        self._max_size = max_size
        self._rolled = False
        self._TemporaryFileArgs = {'mode': mode, 'buffering': buffering,
                                   'suffix': suffix, 'prefix': prefix,
                                   'encoding': encoding, 'newline': newline,
                                   'dir': dir, 'errors': errors}

    def _check(self, file):
        if self._rolled:
            return
        max_size = self._max_size
        if max_size and file.tell() > max_size:
            self.rollover()

    def rollover(self):
        if self._rolled:
            return
        file = self._file
        newfile = self._file = TemporaryFile(**self._TemporaryFileArgs)
        del self._TemporaryFileArgs
        pos = file.tell()
        newfile.write(file.getvalue())
        newfile.seek(pos, 0)
        self._rolled = True

    def __enter__(self):
        if self._file.closed:
            raise ValueError("Cannot enter context with closed file")
        return self

    def __exit__(self, exc, value, tb):
        self._file.close()

    def __iter__(self):
        return self._file.__iter__()

    def close(self):
        self._file.close()

    @property
    def closed(self):
        return self._file.closed

    @property
    def mode(self):
        try:
            return self._file.mode
        except AttributeError:
            return self._TemporaryFileArgs['mode']

    @property
    def name(self):
        try:
            return self._file.name
        except AttributeError:
            return None

    def flush(self):
        self._file.flush()

    def read(self, *args):
        return self._file.read(*args)

    def readline(self, *args):
        return self._file.readline(*args)

    def readlines(self, *args):
        return self._file.readlines(*args)

    def seek(self, *args):
        return self._file.seek(*args)

    def tell(self):
        return self._file.tell()

    def truncate(self, size=None):
        if size is None:
            return self._file.truncate()
        if size > self._max_size:
            self.rollover()
        return self._file.truncate(size)

    def write(self, s):
        file = self._file
        rv = file.write(s)
        self._check(file)
        return rv

    def writelines(self, iterable):
        file = self._file
        rv = file.writelines(iterable)
        self._check(file)
        return rv

    def readable(self):
        return self._file.readable()

    def writable(self):
        return self._file.writable()

    def seekable(self):
        return self._file.seekable()


class TemporaryDirectory:
    """A directory removed, with what it holds, on cleanup or at the end
    of a with block."""

    def __init__(self, suffix=None, prefix=None, dir=None,
                 ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors

    def __repr__(self):
        return "<{} {!r}>".format(self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        if _os.path.exists(self.name):
            _shutil.rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)
