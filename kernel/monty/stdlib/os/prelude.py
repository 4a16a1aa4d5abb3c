# The parts of os that are plain Python in CPython too: stat_result, the
# environment mapping, walk, makedirs' relatives, PathLike.

import abc as _abc

_STAT_FIELDS = ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid', 'st_gid',
                'st_size', 'st_atime', 'st_mtime', 'st_ctime')


class stat_result(tuple):
    """stat_result: Result from stat, fstat, or lstat."""

    n_sequence_fields = 10
    n_fields = 19
    n_unnamed_fields = 3

    def __new__(cls, seq, extra=None):
        self = tuple.__new__(cls, seq[:10])
        self._stat_extra = extra or {}
        return self

    def __repr__(self):
        return 'os.stat_result(' + ', '.join(
            f'{n}={v!r}' for n, v in zip(_STAT_FIELDS, self)) + ')'

    def __getattr__(self, name):
        try:
            return self._stat_extra[name]
        except KeyError:
            raise AttributeError(f"'os.stat_result' object has no attribute '{name}'") from None


def _stat_field(i):
    return property(lambda self: self[i])


for _i, _n in enumerate(_STAT_FIELDS[:7]):
    setattr(stat_result, _n, _stat_field(_i))
del _i, _n


class _Environ(dict):
    def __repr__(self):
        return 'environ(' + dict.__repr__(self) + ')'

    def copy(self):
        return dict(self)

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError("str expected, not %s" % type(key).__name__)
        if not isinstance(value, str):
            raise TypeError("str expected, not %s" % type(value).__name__)
        dict.__setitem__(self, key, value)


def getenv(key, default=None):
    return environ.get(key, default)


def putenv(key, value):
    environ[key] = value


def unsetenv(key):
    environ.pop(key, None)


class PathLike(_abc.ABC):
    """Abstract base class for implementing the file system path protocol."""

    @_abc.abstractmethod
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            return hasattr(subclass, '__fspath__')
        return NotImplemented


def walk(top, topdown=True, onerror=None, followlinks=False):
    top = fspath(top)
    try:
        scandir_it = scandir(top)
    except OSError as error:
        if onerror is not None:
            onerror(error)
        return
    dirs, nondirs, walk_dirs = [], [], []
    with scandir_it:
        for entry in scandir_it:
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            if is_dir:
                dirs.append(entry.name)
            else:
                nondirs.append(entry.name)
            if not topdown and is_dir:
                if followlinks or not entry.is_symlink():
                    walk_dirs.append(entry.path)
    if topdown:
        yield top, dirs, nondirs
        for dirname in dirs:
            new_path = path.join(top, dirname)
            if followlinks or not path.islink(new_path):
                yield from walk(new_path, topdown, onerror, followlinks)
    else:
        for new_path in walk_dirs:
            yield from walk(new_path, topdown, onerror, followlinks)
        yield top, dirs, nondirs


def removedirs(name):
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def renames(old, new):
    head, tail = path.split(new)
    if head and tail and not path.exists(head):
        makedirs(head)
    rename(old, new)
    head, tail = path.split(old)
    if head and tail:
        try:
            removedirs(head)
        except OSError:
            pass


# File descriptors: the sandbox has none, but tempfile.mkstemp promises
# one; these numbers stand for the paths they were handed out for.
_fd_paths = {}


def _fd_for(path):
    fd = max(_fd_paths, default=2) + 1
    _fd_paths[fd] = path
    return fd


def fdopen(fd, mode="r", buffering=-1, encoding=None, *args, **kwargs):
    try:
        path = _fd_paths[fd]
    except KeyError:
        raise OSError(9, "Bad file descriptor") from None
    return open(path, mode, buffering, encoding, *args, **kwargs)


def close(fd):
    if _fd_paths.pop(fd, None) is None:
        raise OSError(9, "Bad file descriptor")
