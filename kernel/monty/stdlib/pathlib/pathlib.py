"""Object-oriented filesystem paths (POSIX flavour), on the sandbox's os."""

import os
import fnmatch
import re
import glob as _glob
import io

__all__ = ["PurePath", "PurePosixPath", "PureWindowsPath", "Path", "PosixPath", "WindowsPath"]


def _parse(parts):
    """Split the arguments of a path into its root and its parts."""
    root = ""
    out = []
    for a in parts:
        if isinstance(a, PurePath):
            s = str(a) if a._parts or a._root else ""
        else:
            s = os.fspath(a)
            if not isinstance(s, str):
                raise TypeError("argument should be a str or an os.PathLike object where __fspath__ returns a str, not %r" % type(s).__name__)
        if not s:
            continue
        if s.startswith("/"):
            root = "//" if s.startswith("//") and not s.startswith("///") else "/"
            out = []
        for c in s.split("/"):
            if c and c != ".":
                out.append(c)
    return root, out


class _Parents:
    """The logical ancestors of a path (path.parents)."""

    def __init__(self, path):
        self._path = path
        self._n = len(path._parts)

    def __len__(self):
        return self._n

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return tuple(self[i] for i in range(*idx.indices(len(self))))
        if idx >= len(self) or idx < -len(self):
            raise IndexError(idx)
        if idx < 0:
            idx += len(self)
        return self._path._make(self._path._root, self._path._parts[:-idx - 1])

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __repr__(self):
        return "<{}.parents>".format(type(self._path).__name__)


class PurePath(object):
    """Base class for manipulating paths without I/O."""

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        self = object.__new__(cls)
        self._root, self._parts = _parse(args)
        return self

    def __init__(self, *args):
        pass

    def _make(self, root, parts):
        p = object.__new__(type(self))
        p._root, p._parts = root, list(parts)
        return p

    def __reduce__(self):
        return (self.__class__, tuple(self.parts))

    def __str__(self):
        s = self._root + "/".join(self._parts)
        return s or "."

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        return str(self)

    def __bytes__(self):
        return os.fsencode(self)

    def __repr__(self):
        return "{}({!r})".format(self.__class__.__name__, self.as_posix())

    def as_uri(self):
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        from urllib.parse import quote_from_bytes
        return 'file://' + quote_from_bytes(os.fsencode(str(self)))

    def _key(self):
        return (self._root, self._parts)

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self):
        return hash(str(self))

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return str(self).split("/") < str(other).split("/") if False else self._cmp() < other._cmp()

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._cmp() <= other._cmp()

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._cmp() > other._cmp()

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._cmp() >= other._cmp()

    def _cmp(self):
        return ([self._root] if self._root else []) + self._parts

    @property
    def drive(self):
        return ""

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def parts(self):
        return tuple(([self._root] if self._root else []) + self._parts)

    @property
    def name(self):
        return self._parts[-1] if self._parts else ""

    @property
    def suffix(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[i:]
        return ''

    @property
    def suffixes(self):
        name = self.name
        if name.endswith('.'):
            return []
        name = name.lstrip('.')
        return ['.' + suffix for suffix in name.split('.')[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    @property
    def parent(self):
        if not self._parts:
            return self
        return self._make(self._root, self._parts[:-1])

    @property
    def parents(self):
        return _Parents(self)

    def with_name(self, name):
        if not self.name:
            raise ValueError("%r has an empty name" % (self,))
        if not name or name == "." or "/" in name:
            raise ValueError("Invalid name %r" % (name))
        return self._make(self._root, self._parts[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if "/" in suffix or suffix and not suffix.startswith('.') or suffix == '.':
            raise ValueError("Invalid suffix %r" % (suffix,))
        name = self.name
        if not name:
            raise ValueError("%r has an empty name" % (self,))
        old = self.suffix
        if not old:
            name = name + suffix
        else:
            name = name[:-len(old)] + suffix
        return self._make(self._root, self._parts[:-1] + [name])

    def relative_to(self, *other):
        if not other:
            raise TypeError("need at least one argument")
        root, parts = _parse(other)
        n = len(parts)
        if root != self._root or self._parts[:n] != parts:
            formatted = str(self._make(root, parts))
            raise ValueError("{!r} is not in the subpath of {!r}"
                             " OR one path is relative and the other is absolute."
                             .format(str(self), formatted))
        return self._make("", self._parts[n:])

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def joinpath(self, *args):
        root, parts = _parse([self] + list(args))
        return self._make(root, parts)

    def __truediv__(self, key):
        try:
            return self.joinpath(key)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            root, parts = _parse([key, self])
            return self._make(root, parts)
        except TypeError:
            return NotImplemented

    def match(self, path_pattern):
        root, pat_parts = _parse([path_pattern])
        if not pat_parts and not root:
            raise ValueError("empty pattern")
        parts = self._parts
        if root:
            if root != self._root or len(pat_parts) != len(parts):
                return False
        elif len(pat_parts) > len(parts):
            return False
        for part, pat in zip(reversed(parts), reversed(pat_parts)):
            if not fnmatch.fnmatchcase(part, pat):
                return False
        return True


class PurePosixPath(PurePath):
    """PurePath subclass for non-Windows systems."""
    __slots__ = ()


class PureWindowsPath(PurePath):
    """Windows paths are not supported by monty."""

    def __new__(cls, *args):
        raise NotImplementedError("PureWindowsPath is not supported by monty")


class Path(PurePath):
    """PurePath subclass that can make system calls."""

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        self = object.__new__(cls)
        self._root, self._parts = _parse(args)
        return self

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls(os.path.expanduser("~") if os.environ.get("HOME") else os.getcwd())

    def absolute(self):
        if self.is_absolute():
            return self
        return self._make(*_parse([os.getcwd(), self]))

    def resolve(self, strict=False):
        if strict:
            os.stat(self)
        return self._make(*_parse([os.path.realpath(self)]))

    def stat(self, *, follow_symlinks=True):
        return os.stat(self, follow_symlinks=follow_symlinks)

    def lstat(self):
        return os.lstat(self)

    def exists(self):
        return os.path.exists(self)

    def is_dir(self):
        return os.path.isdir(self)

    def is_file(self):
        return os.path.isfile(self)

    def is_symlink(self):
        return os.path.islink(self)

    def is_mount(self):
        return os.path.ismount(self)

    def is_block_device(self):
        return False

    def is_char_device(self):
        return False

    def is_fifo(self):
        return False

    def is_socket(self):
        return False

    def samefile(self, other_path):
        return os.path.samefile(self, other_path)

    def iterdir(self):
        for name in os.listdir(self):
            yield self._make(self._root, self._parts + [name])

    def _from(self, path):
        return self._make(*_parse([path]))

    def glob(self, pattern):
        if not pattern:
            raise ValueError("Unacceptable pattern: {!r}".format(pattern))
        if os.fspath(pattern).startswith("/"):
            raise NotImplementedError("Non-relative patterns are unsupported")
        base = _glob.escape(str(self)) if self._parts or self._root else ""
        full = os.path.join(base, pattern) if base else pattern
        for p in _glob.glob(full, recursive=True, include_hidden=True):
            if p.endswith("/"):
                p = p[:-1]
            yield self._from(p)

    def rglob(self, pattern):
        yield from self.glob("**/" + os.fspath(pattern))

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        return open(self, mode, buffering, encoding, errors, newline)

    def read_text(self, encoding=None, errors=None):
        with self.open(mode='r', encoding=encoding, errors=errors) as f:
            return f.read()

    def read_bytes(self):
        with self.open(mode='rb') as f:
            return f.read()

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError('data must be str, not %s' % data.__class__.__name__)
        with self.open(mode='w', encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def write_bytes(self, data):
        view = memoryview(data) if not isinstance(data, (bytes, bytearray)) else data
        with self.open(mode='wb') as f:
            return f.write(view)

    def touch(self, mode=0o666, exist_ok=True):
        if self.exists():
            if not exist_ok:
                raise FileExistsError(17, "File exists", str(self))
            os.utime(self)
            return
        open(self, "a").close()

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        try:
            os.mkdir(self, mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def chmod(self, mode, *, follow_symlinks=True):
        os.chmod(self, mode)

    def unlink(self, missing_ok=False):
        try:
            os.unlink(self)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rmdir(self):
        os.rmdir(self)

    def rename(self, target):
        os.rename(self, target)
        return self.__class__(target)

    def replace(self, target):
        os.replace(self, target)
        return self.__class__(target)

    def readlink(self):
        return self._from(os.readlink(self))

    def expanduser(self):
        return self

    def owner(self):
        raise NotImplementedError("Path.owner() is unsupported on this system")

    def group(self):
        raise NotImplementedError("Path.group() is unsupported on this system")

    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        pass


class PosixPath(Path, PurePosixPath):
    """Path subclass for non-Windows systems."""
    __slots__ = ()


class WindowsPath(Path, PureWindowsPath):
    """Windows paths are not supported by monty."""

    def __new__(cls, *args, **kwargs):
        raise NotImplementedError("cannot instantiate %r on your system" % (cls.__name__,))


os.PathLike.register(PurePath)
