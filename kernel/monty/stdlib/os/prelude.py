# What of os is written in Python here: stat_result, the environ
# mapping and its functions, PathLike, walk, removedirs, renames, and the
# stand-in file descriptors. The Go side (os.go) builds on stat_result
# and _Environ.

import abc as _abc

# The fields of a stat_result by position; the first seven are also
# attributes read from the tuple, the times come from the extra dict
# (float seconds there, whole seconds in the tuple).
_STAT_NAMES = ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid', 'st_gid',
               'st_size', 'st_atime', 'st_mtime', 'st_ctime')


class stat_result(tuple):
    """stat_result: Result from stat, fstat, or lstat."""

    n_sequence_fields, n_fields, n_unnamed_fields = 10, 19, 3

    def __new__(cls, seq, extra=None):
        made = tuple.__new__(cls, tuple(seq)[:len(_STAT_NAMES)])
        made._stat_extra = {} if extra is None else extra
        return made

    def __repr__(self):
        shown = ', '.join(f'{name}={value!r}' for name, value in zip(_STAT_NAMES, self))
        return f'os.stat_result({shown})'

    def __getattr__(self, name):
        extra = self._stat_extra
        if name in extra:
            return extra[name]
        raise AttributeError(f"'os.stat_result' object has no attribute '{name}'")


def _install_stat_fields():
    for position, name in enumerate(_STAT_NAMES[:7]):
        setattr(stat_result, name, property(lambda self, i=position: self[i]))


_install_stat_fields()


def _must_be_str(value):
    if not isinstance(value, str):
        raise TypeError(f'str expected, not {type(value).__name__}')


class _Environ(dict):
    """os.environ: a dict of str to str."""

    def __repr__(self):
        return f'environ({dict.__repr__(self)})'

    def copy(self):
        return dict(self)

    def __setitem__(self, key, value):
        _must_be_str(key)
        _must_be_str(value)
        super().__setitem__(key, value)


def getenv(key, default=None) -> 'str | None':
    """environ[key], or default when it is not set."""
    return environ[key] if key in environ else default


def putenv(key, value):
    environ[key] = value


def unsetenv(key):
    if key in environ:
        del environ[key]


class PathLike(_abc.ABC):
    """The ABC of objects that give a file system path through __fspath__()."""

    @_abc.abstractmethod
    def __fspath__(self):
        """The path, as str or bytes."""
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        # Anything with __fspath__ counts, registered or not.
        if cls is not PathLike:
            return NotImplemented
        return hasattr(subclass, '__fspath__')


def _list_dir(top, onerror):
    """(subdirectory names, other names, subdirectory paths that are not
    symlinks) of top, or None when it cannot be listed."""
    try:
        entries = scandir(top)
    except OSError as err:
        if onerror is not None:
            onerror(err)
        return None
    subdirs, others, real_subdirs = [], [], []
    with entries:
        for entry in entries:
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            (subdirs if is_dir else others).append(entry.name)
            if is_dir:
                real_subdirs.append((entry.path, entry.is_symlink()))
    return subdirs, others, real_subdirs


def walk(top, topdown=True, onerror=None, followlinks=False) -> 'Iterator[tuple]':
    """Yield (dirpath, dirnames, filenames) for top and every directory
    under it; top-down lets the caller prune dirnames in place."""
    top = fspath(top)
    listed = _list_dir(top, onerror)
    if listed is None:
        return
    subdirs, others, found = listed
    if not topdown:
        for sub, is_link in found:
            if followlinks or not is_link:
                yield from walk(sub, topdown, onerror, followlinks)
        yield top, subdirs, others
        return
    yield top, subdirs, others
    # Reading subdirs now sees the caller's edits.
    for name in subdirs:
        sub = path.join(top, name)
        if followlinks or not path.islink(sub):
            yield from walk(sub, topdown, onerror, followlinks)


def removedirs(name) -> None:
    """Remove the directory name, then each parent that becomes empty."""
    rmdir(name)
    parent, leaf = path.split(name)
    if not leaf:
        parent, leaf = path.split(parent)
    while parent and leaf:
        try:
            rmdir(parent)
        except OSError:
            return
        parent, leaf = path.split(parent)


def renames(old, new) -> None:
    """rename(), making the directories new needs and pruning the ones
    old leaves empty."""
    target_dir, target_leaf = path.split(new)
    if target_dir and target_leaf and not path.exists(target_dir):
        makedirs(target_dir)
    rename(old, new)
    source_dir, source_leaf = path.split(old)
    if source_dir and source_leaf:
        try:
            removedirs(source_dir)
        except OSError:
            pass


# The sandbox has no file descriptors, yet tempfile.mkstemp must return
# one: these numbers stand for the paths they were handed out for.
_fd_paths = {}


def _fd_for(file_path):
    number = max(_fd_paths, default=2) + 1
    _fd_paths[number] = file_path
    return number


def _bad_fd():
    return OSError(9, 'Bad file descriptor')


def fdopen(fd, mode='r', buffering=-1, encoding=None, *args, **kwargs):
    """Open the path a stand-in descriptor was made for."""
    if fd not in _fd_paths:
        raise _bad_fd()
    return open(_fd_paths[fd], mode, buffering, encoding, *args, **kwargs)


def close(fd):
    if _fd_paths.pop(fd, None) is None:
        raise _bad_fd()
